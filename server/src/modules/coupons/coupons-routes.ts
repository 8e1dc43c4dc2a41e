import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coupon, couponBody, couponParams, okMessage } from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';

/** Coupons (the spec's unfinished page, finished): staff read them, admins change them. */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['coupons'];
  const coupons = app.repos.coupons;

  app.get(
    '/coupons',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'Every coupon with its status (Scheduled, Active, Expired) for today',
        response: { 200: z.array(coupon) },
      },
    },
    async () => coupons.list(),
  );

  app.post(
    '/coupons',
    {
      config: { access: ACCESS.adminOnly, changes: [] },
      schema: { tags, summary: 'Add a coupon', body: couponBody, response: { 200: coupon } },
    },
    async (request) => coupons.create(request.body, actorOf(request)),
  );

  app.put(
    '/coupons/:id_coupon',
    {
      config: { access: ACCESS.adminOnly, changes: [] },
      schema: {
        tags,
        summary: 'Change a coupon',
        params: couponParams,
        body: couponBody,
        response: { 200: coupon },
      },
    },
    async (request) => coupons.update(request.params.id_coupon, request.body, actorOf(request)),
  );

  app.delete(
    '/coupons/:id_coupon',
    {
      config: { access: ACCESS.adminOnly, changes: [] },
      schema: {
        tags,
        summary: 'Delete a coupon',
        params: couponParams,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await coupons.remove(request.params.id_coupon, actorOf(request));
      return { message: `Deleted coupon ${request.params.id_coupon}` };
    },
  );
};

export default couponRoutes;
