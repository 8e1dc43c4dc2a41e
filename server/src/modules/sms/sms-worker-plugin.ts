import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chooseGateway } from './gateways/choose';
import { createSmsWorker } from './worker';

/**
 * This instance's SMS worker (SMS_WORKER, on outside the test suites): started once the app is
 * ready, stopped when it closes, after the try under way and before the database closes.
 */
export default fp(
  async function smsWorker(app: FastifyInstance) {
    if (!app.config.sms.worker) return;
    const worker = createSmsWorker({
      db: app.db,
      gateway: chooseGateway(app.config),
      facts: app.config,
      log: app.log,
      maxAttempts: app.config.sms.maxAttempts,
    });
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'sms-worker', dependencies: ['database'] },
);
