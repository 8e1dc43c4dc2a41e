import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { trustProxyWarnings, type Config } from './config';
import type { ShopDatabase } from './db/database';
import { withSafeLogging } from './lib/log-safety';
import { isPrivateAddress } from './lib/private-addresses';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import formBodyPlugin from './plugins/form-body';
import metricsPlugin from './plugins/metrics';
import picturesPlugin from './modules/pictures/pictures-plugin';
import httpCachePlugin from './plugins/http-cache';
import loadSheddingPlugin from './plugins/load-shedding';
import readCachePlugin, { readCacheBuilds } from './plugins/read-cache';
import rateLimitPlugin from './plugins/rate-limit';
import { requestLogController } from './plugins/request-log';
import securityPlugin from './plugins/security';
import staticAppsPlugin from './plugins/static-apps';
import feedsRoutes from './modules/feeds/feeds-routes';
import linksRoutes from './modules/links/links-routes';
import customerLookupRoutes from './modules/order-sources/customer-lookup-routes';
import staffOrderRoutes from './modules/order-sources/staff-order-routes';
import takingsBySourceRoutes from './modules/order-sources/takings-by-source-routes';
import courierRoutes from './modules/couriers/courier-routes';
import riskRoutes from './modules/risk/risk-routes';
import blocklistRoutes from './modules/risk/blocklist-routes';
import riskRulesRoutes from './modules/risk/risk-rules-routes';
import returnsRoutes from './modules/risk/returns-routes';
import holdRoutes from './modules/risk/hold-routes';
import courierWebhookRoutes from './modules/couriers/webhook-routes';
import codRoutes from './modules/cod/cod-routes';
import courierWorkerPlugin from './modules/couriers/courier-worker-plugin';
import releasesPlugin from './modules/releases/releases-plugin';
import releaseRoutes from './modules/releases/release-routes';
import smsTemplateRoutes from './modules/sms/sms-template-routes';
import smsMessageRoutes from './modules/sms/sms-message-routes';
import smsWorkerPlugin from './modules/sms/sms-worker-plugin';
import swaggerPlugin from './plugins/swagger';
import uploadsPlugin from './plugins/uploads';
import auditRoutes from './modules/audit/audit-routes';
import authRoutes from './modules/staff/auth-routes';
import couponRoutes from './modules/coupons/coupons-routes';
import customerRoutes from './modules/customers/customers-routes';
import exportRoutes from './modules/exports/exports-routes';
import dashboardRoutes from './modules/dashboard/dashboard-routes';
import healthRoutes from './plugins/health';
import legacyTransactionRoutes from './modules/legacy/legacy-transactions-routes';
import fixedListRoutes from './modules/lookups/fixed-list-routes';
import lookupRoutes from './modules/lookups/lookups-routes';
import orderRoutes from './modules/orders/orders-routes';
import legacyOrderRoutes from './modules/orders/legacy-order-routes';
import orderListRoutes from './modules/orders/order-list-routes';
import orderPaymentRoutes from './modules/orders/order-payments-routes';
import orderBulkRoutes from './modules/orders/order-bulk-routes';
import orderTrackingRoutes from './modules/orders/order-tracking-routes';
import orderPrintRoutes from './modules/orders/order-print-routes';
import staffRoutes from './modules/staff/staff-routes';
import stockRoutes from './modules/stock/stock-routes';
import storefrontRoutes from './modules/catalogue/storefront-routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  /** Migrated (and seeded) database; the caller owns it and closes it after the app. */
  shop: ShopDatabase;
  logger?: FastifyServerOptions['logger'];
  /**
   * A logger made before the app (the production process logs its set-up with it); it must
   * carry `logSerializers` (lib/log-safety) like every logger of the shop.
   */
  loggerInstance?: FastifyBaseLogger;
}

/** A request id from a trusted proxy is kept when it looks sane, otherwise a fresh one. */
const genReqId = (req: { headers: Record<string, string | string[] | undefined> }) => {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
};

/**
 * A number of proxies: believe the addresses the nearest N of them added, and only from a
 * private or loopback peer (a client reaching the instance directly is never its proxy).
 */
const trustedProxies = (trustProxy: Config['trustProxy']) =>
  typeof trustProxy === 'number'
    ? (address: string, hop: number) => hop < trustProxy && isPrivateAddress(address)
    : trustProxy;

function createFastify(options: AppOptions) {
  const { config } = options;
  return Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: withSafeLogging(options.logger) }),
    logController: requestLogController(config),
    genReqId,
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
}

/**
 * Every reply names its request id. Graceful close: replies still in flight when the server
 * starts closing ask the client to drop the connection, so the close completes as soon as they
 * are sent.
 */
function tagReplies(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
}

/** What every route runs behind, in the order their hooks must run. */
async function registerPlugins(app: FastifyInstance, options: AppOptions): Promise<void> {
  const { config } = options;
  await app.register(errorsPlugin);
  await app.register(databasePlugin, {
    shop: options.shop,
    staffSessionCacheMs: config.staffSessionCacheMs,
  });
  await app.register(metricsPlugin);
  // First of the hooks: a cached reply is answered before the others run.
  await app.register(readCachePlugin);
  await app.register(securityPlugin, { config });
  await app.register(httpCachePlugin);
  // Between the ETag and compression: it stores the tagged, uncompressed reply.
  await app.register(readCacheBuilds);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(formBodyPlugin);
  await app.register(uploadsPlugin);
  // After the read cache's early answer and the security headers, before the hooks that query.
  await app.register(loadSheddingPlugin);
  await app.register(authPlugin, { config });
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  // Before the routes: the stock routes store pictures through it.
  await app.register(picturesPlugin);
  // The live releases of the remotes, which the shop's pages name and draw with (and whose
  // routes below report and move them).
  await app.register(releasesPlugin);
}

/** The API's routes, registered under /api. */
async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(storefrontRoutes);
  await api.register(lookupRoutes);
  await api.register(fixedListRoutes);
  await api.register(authRoutes);
  await api.register(orderRoutes);
  await api.register(legacyOrderRoutes);
  await api.register(orderListRoutes);
  await api.register(orderTrackingRoutes);
  await api.register(orderPaymentRoutes);
  await api.register(orderBulkRoutes);
  await api.register(customerRoutes);
  await api.register(stockRoutes);
  await api.register(couponRoutes);
  await api.register(auditRoutes);
  await api.register(staffRoutes);
  await api.register(exportRoutes);
  await api.register(legacyTransactionRoutes);
  await api.register(dashboardRoutes);
  // Where the print route was registered before it joined the orders module: the OpenAPI
  // document lists the routes in this order, and the request fuzzer draws each route's cases
  // by its place there.
  await api.register(orderPrintRoutes);
  await api.register(smsTemplateRoutes);
  await api.register(smsMessageRoutes);
  await api.register(staffOrderRoutes);
  await api.register(customerLookupRoutes);
  await api.register(takingsBySourceRoutes);
  await api.register(courierRoutes);
  await api.register(riskRoutes);
  await api.register(blocklistRoutes);
  await api.register(riskRulesRoutes);
  await api.register(returnsRoutes);
  await api.register(holdRoutes);
  await api.register(courierWebhookRoutes);
  await api.register(codRoutes);
  await api.register(releaseRoutes);
}

/** Composes the shop's server: plugins first, then the API routes under /api, then the apps. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createFastify(options);
  for (const warning of trustProxyWarnings(config.trustProxy)) app.log.warn(warning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  tagReplies(app);

  await registerPlugins(app, options);
  await app.register(apiRoutes, { prefix: '/api' });
  // Sends the messages the routes above queue, after their changes commit.
  await app.register(smsWorkerPlugin);
  // Books the orders the courier routes queue, and works the couriers' stored events.
  await app.register(courierWorkerPlugin);

  // Before the apps, whose not-found handler would answer these with the shop's page.
  await app.register(linksRoutes);
  await app.register(feedsRoutes);
  await app.register(staticAppsPlugin, { config });
  return app;
}
