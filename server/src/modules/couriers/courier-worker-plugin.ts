import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { courierAdapters } from './adapters/choose';
import { createCourierWorker } from './worker';

/**
 * This instance's courier worker (COURIER_WORKER, on outside the test suites): started once the
 * app is ready, stopped when it closes, after the call under way and before the database closes.
 */
export default fp(
  async function courierWorker(app: FastifyInstance) {
    const { couriers } = app.config;
    if (!couriers.worker) return;
    const adapters = courierAdapters(app.config);
    if (Object.keys(adapters).length === 0) return;
    const worker = createCourierWorker({
      db: app.db,
      adapters,
      log: app.log,
      pollMs: couriers.pollMs,
      // Looked up when told: the read cache is off (null) in some set-ups.
      onChanged: (tags) => app.readCache?.bus.changed(tags),
    });
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'courier-worker', dependencies: ['database'] },
);
