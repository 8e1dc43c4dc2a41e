import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { riskRules } from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { staffActorOf } from '../audit';
import { riskRules as readRules, setRiskRules } from './rules';

/** The owner's rules (docs/risk.md): above which score the fee is asked, or the order held. */
const riskRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['risk'];

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
    async (request) => setRiskRules(app.db, request.body, staffActorOf(request)),
  );
};

export default riskRulesRoutes;
