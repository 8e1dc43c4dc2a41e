import {
  blockedPhone,
  blockedPhoneList,
  dashboardReturns,
  dashboardReturnsQuery,
  blockedPhoneParams,
  blockPhoneBody,
  okMessage,
  orderDetailParams,
  phoneRisk,
  phoneRiskQuery,
  releaseHoldBody,
  riskRules,
  mobileDigits,
} from '@poshak/shared-api/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { unauthorized } from '../../errors';
import type { Actor } from '../audit';
import type { FastifyRequest } from 'fastify';
import { courierAdapters } from '../couriers';
import { blocklist } from './blocklist';
import { fraudChecker } from './fraud-check';
import { releaseHold } from './hold';
import { placementRisk } from './placement';
import { riskRules as readRules, setRiskRules } from './rules';
import { returnsOver } from './returns';
import { phoneOutcomes } from './score';
import { shopDay } from '@poshak/shared-api/shop-time';

/** Writes need a staff member behind them (the access check has made sure of one). */
const staffOf = (request: FastifyRequest): Actor => {
  const actor = actorOf(request);
  if (!actor) throw unauthorized();
  return actor;
};

/**
 * Fake orders (docs/risk.md): a number's risk for staff, the blocklist, the owner's rules, and
 * the release of an order held for a call. Nothing here is public: a shopper never sees a score.
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

  app.get(
    '/backoffice/blocklist',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The blocked numbers, newest first, each with its reason, who and when',
        response: { 200: blockedPhoneList },
      },
    },
    async () => blocklist(app.db).list(),
  );

  app.post(
    '/backoffice/blocklist',
    {
      config: { access: ACCESS.blockPhones },
      schema: {
        tags,
        summary: 'Block a number: its orders are accepted and held for a call, with the reason',
        description: 'Blocking a blocked number again replaces its reason. Audited.',
        body: blockPhoneBody,
        response: { 200: blockedPhone },
      },
    },
    async (request) =>
      blocklist(app.db).block(
        mobileDigits(request.body.phone),
        request.body.reason,
        staffOf(request),
      ),
  );

  app.delete(
    '/backoffice/blocklist/:phone',
    {
      config: { access: ACCESS.blockPhones },
      schema: {
        tags,
        summary: 'Take a number off the blocklist (its held orders stay held until released)',
        params: blockedPhoneParams,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await blocklist(app.db).unblock(mobileDigits(request.params.phone), staffOf(request));
      return { message: 'Unblocked' };
    },
  );

  app.get(
    '/backoffice/risk/rules',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The owner’s rules: above which risk score the fee is asked, or the order held',
        response: { 200: riskRules },
      },
    },
    async () => readRules(app.db),
  );

  app.put(
    '/backoffice/risk/rules',
    {
      config: { access: ACCESS.adminOnly },
      schema: {
        tags,
        summary: 'Set the owner’s rules (null turns a rule off); audited',
        body: riskRules,
        response: { 200: riskRules },
      },
    },
    async (request) => setRiskRules(app.db, request.body, staffOf(request)),
  );

  app.get(
    '/backoffice/dashboard/returns',
    {
      // Kept like the dashboard, under the Dhaka day it was counted on.
      config: { access: ACCESS.dashboard, cache: ['orders'], cacheVaries: shopDay },
      schema: {
        tags: ['dashboard'],
        summary: 'Returns to origin (RTO) by area, courier and customer over a period',
        description:
          'Of the orders placed in the period that a courier took, how many came back ' +
          '(the courier’s “returned” cancels the order). Customers: the ten numbers with the ' +
          'most parcels back.',
        querystring: dashboardReturnsQuery,
        response: { 200: dashboardReturns },
      },
    },
    async (request) => returnsOver(app.db, request.query.period),
  );

  app.put(
    '/backoffice/orders/:invoice_no/hold',
    {
      config: { access: ACCESS.orderStatusWrite, changes: ['orders'] },
      schema: {
        tags,
        summary: 'Release an order held for a call (who and when are kept; audited)',
        description: '409 when the order is not held, or was released already.',
        params: orderDetailParams,
        body: releaseHoldBody,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await releaseHold(app.db, request.params.invoice_no, staffOf(request));
      return { message: 'Released' };
    },
  );
};

export default riskRoutes;
