import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mobileDigits, phoneRisk, phoneRiskQuery } from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { courierAdapters } from '../couriers';
import { blocklist } from './blocklist';
import { fraudChecker } from './fraud-check';
import { placementRisk } from './placement';
import { phoneOutcomes } from './score';

/**
 * Fake orders (docs/risk.md): a number's risk for staff. The blocklist, the owner's rules, the
 * returns report and the release of an order held for a call have route plugins of their own
 * (blocklist-routes, risk-rules-routes, returns-routes, hold-routes). Nothing here is public: a
 * shopper never sees a score.
 */
const riskRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['risk'];
  const fraud = fraudChecker({
    db: app.db,
    // Steadfast is the courier offering a fraud check (docs/risk.md).
    adapter: courierAdapters(app.config).steadfast ?? null,
    cacheMs: app.config.risk.fraudCheckCacheMs,
    perMinute: app.config.risk.fraudChecksPerMinute,
    log: (message) => app.log.warn(message),
  });

  app.get(
    '/backoffice/risk',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'A number’s risk score, its orders by outcome, its block and what the rules ask',
        description:
          'Score 0–100: refused orders (cancelled, returned, fee found unpaid) over settled ones, ' +
          'with one delivery granted in advance (docs/risk.md). Any spelling of the number.',
        querystring: phoneRiskQuery,
        response: { 200: phoneRisk },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const digits = mobileDigits(request.query.phone);
      const outcomes = await phoneOutcomes(app.db, digits);
      const decision = await placementRisk(app.db, digits);
      return {
        phone: digits,
        score: decision.score,
        ...outcomes,
        blocked: await blocklist(app.db).find(digits),
        fraud_check: await fraud.check(digits),
        advance_fee_required: decision.advanceFeeRequired,
        hold: decision.hold?.kind ?? null,
      };
    },
  );
};

export default riskRoutes;
