import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import loadFailureRoutes from './load-failure-routes';
import {
  releaseCheckedRoutes,
  releasePointerRoutes,
  releasesOverviewRoutes,
} from './release-action-routes';

/**
 * What browsers report of the remotes' releases, and the owner's Releases page: every remote's
 * releases with their live, canary and previous one and what browsers made of each; activate,
 * canary, promote and roll back (the same as `pnpm release:*`, audited under the member's name).
 * In the order the OpenAPI document has always listed them: the request fuzzer draws each
 * route's cases by its place there.
 */
const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loadFailureRoutes);
  await app.register(releasesOverviewRoutes);
  await app.register(releaseCheckedRoutes);
  await app.register(releasePointerRoutes);
};

export default releaseRoutes;
