import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadFailureReport, okMessage } from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';

/**
 * Failure reports allowed per address a minute: a page reports at most one failure per remote and
 * phase, so a shopper's browser sends a few; a flood is refused without a write. Generous because
 * mobile carriers put many shoppers behind one address, and a report refused there makes a failing
 * canary's rate read low. A forged flood can only end a canary, never make one live.
 */
const LOAD_FAILURE_LIMIT = { max: 120, timeWindow: 60_000 };
/**
 * A report is a few short fields, each refused by name past its own limit; this bounds only what
 * is read before they are judged, with room for an over-long field to be told by its name.
 */
const LOAD_FAILURE_BODY_BYTES = 256 * 1024;

/** What browsers report of the remotes' releases: each failed load, counted for its release. */
const loadFailureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/releases/load-failures',
    {
      bodyLimit: LOAD_FAILURE_BODY_BYTES,
      config: { access: ACCESS.public, rateLimit: LOAD_FAILURE_LIMIT, changes: [] },
      schema: {
        tags: ['releases'],
        summary: "A remote failed to load in a shopper's browser: counted for its release",
        description:
          'Sent by the shell for each failed load of a remote, with the phase it failed in ' +
          '(manifest, entry, expose, render) and the release its page named; the browser family ' +
          'is read from the User-Agent. A canary failing too often is rolled back by itself ' +
          `(docs/releasing.md). At most ${LOAD_FAILURE_LIMIT.max} reports per address a minute.`,
        body: loadFailureReport,
        response: { 202: okMessage },
      },
    },
    async (request, reply) => {
      await app.releases.reportFailure(request.body, request.headers['user-agent']);
      return reply.code(202).send({ message: 'Counted' });
    },
  );
};

export default loadFailureRoutes;
