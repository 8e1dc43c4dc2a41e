import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activateReleaseBody,
  canaryReleaseBody,
  releaseChange,
  releaseRemoteParams,
  releasesOverview,
} from '@poshak/shared-api/schemas';
import { WORKSPACE_DIR } from '../../config';
import { conflict } from '../../errors';
import { injectedApi } from '../../pages/server-renderer';
import { ACCESS } from '../../plugins/access';
import { activateChecked, canaryChecked, type ActivationContext } from './activation';
import { singletonVersions } from './release-build';
import { hostOf } from './release-checks';
import { ReleaseRefusal } from './release-store';
import { releasesOverviewOf } from './releases-overview';
import type { RemoteName } from './remotes';

const tags = ['releases'];
const action = { config: { access: ACCESS.adminOnly, changes: [] } } as const;

/** Who asks for a change, for the audit log. */
const requesterOf = (request: FastifyRequest): ActivationContext['by'] =>
  request.staff ? { id: request.staff.id, username: request.staff.username } : null;

/** What a release is checked against, and who asks for the change. */
const contextOf = (app: FastifyInstance, request: FastifyRequest): ActivationContext => ({
  store: app.releases.store,
  host: hostOf(
    singletonVersions(
      path.dirname(app.config.apps.shellDir),
      path.join(WORKSPACE_DIR, 'shared-ui'),
    ),
  ),
  cacheDir: path.join(app.config.dataDir, 'release-cache'),
  api: injectedApi(app),
  by: requesterOf(request),
});

/** What the pointer says after a change, for the page to show and a person to read. */
async function changed(app: FastifyInstance, remote: RemoteName, message: string) {
  const pointer = await app.releases.store.pointer(remote);
  return {
    remote,
    live: pointer?.releaseId ?? null,
    canary: pointer?.canary?.id ?? null,
    message,
  };
}

/** A refusal (checks failed, nothing to promote…) is a 409 saying why; the pointer is unchanged. */
async function refusedAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReleaseRefusal) throw conflict(error.message);
    throw error;
  }
}

/**
 * The owner's Releases page: every remote's releases with their live, canary and previous one and
 * what browsers made of each.
 */
export const releasesOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/releases',
    {
      config: { access: ACCESS.adminOnly },
      schema: {
        tags,
        summary: "The remotes' releases: live, canary, previous, and their failed loads",
        description:
          'Newest first, with pages drawn naming each release and the failed loads browsers ' +
          'reported, by phase. The owner’s: admin only.',
        response: { 200: releasesOverview },
      },
    },
    async (_request, reply) => {
      // Counts move with every page: always read afresh.
      reply.header('cache-control', 'private, no-store');
      await app.releases.flushPages().catch(() => undefined);
      return releasesOverviewOf(app.releases.store, app.config.releaseCanary);
    },
  );
};

/** A release checked, then made live or tried as a canary (the checks of `pnpm release:*`). */
export const releaseCheckedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/backoffice/releases/:remote/activate',
    {
      ...action,
      schema: {
        tags,
        summary: 'Check a release, then make it live for everyone (a canary running ends)',
        description:
          'The checks of `pnpm release:activate`: contract major, shared singletons, ./App ' +
          'exposed, a smoke render in both languages. 409 with every reason when refused.',
        params: releaseRemoteParams,
        body: activateReleaseBody,
        response: { 200: releaseChange },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { from, to } = await refusedAs409(() =>
        activateChecked(contextOf(app, request), remote, request.body.id),
      );
      return changed(app, remote, `${remote}: ${from ?? 'built-in'} → ${to}`);
    },
  );

  app.post(
    '/backoffice/releases/:remote/canary',
    {
      ...action,
      schema: {
        tags,
        summary: 'Check a release, then try it on a share of browsers or on staff only',
        description:
          '`audience`: `{share: 1–99}` (a browser stays in or out across reloads: a cookie) or ' +
          '`{staff: true}`. The same checks as activating; 409 with every reason when refused.',
        params: releaseRemoteParams,
        body: canaryReleaseBody,
        response: { 200: releaseChange },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { audience, id } = request.body;
      await refusedAs409(() => canaryChecked(contextOf(app, request), remote, id, audience));
      const who = 'share' in audience ? `${audience.share} % of browsers` : 'staff only';
      return changed(app, remote, `${remote}: ${id} tried on ${who}`);
    },
  );
};

/** The pointer moved on without checks: the canary promoted, or a release rolled back. */
export const releasePointerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { store } = app.releases;

  app.post(
    '/backoffice/releases/:remote/promote',
    {
      ...action,
      schema: {
        tags,
        summary: 'The canary goes live for everyone (the release live until now: rollback target)',
        params: releaseRemoteParams,
        response: { 200: releaseChange },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { from, to } = await refusedAs409(() => store.promote(remote, requesterOf(request)));
      return changed(app, remote, `${remote}: ${from ?? 'built-in'} → ${to}`);
    },
  );

  app.post(
    '/backoffice/releases/:remote/rollback',
    {
      ...action,
      schema: {
        tags,
        summary: 'End the canary, or with none running put the previous release back',
        params: releaseRemoteParams,
        response: { 200: releaseChange },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { from, to, canary } = await refusedAs409(() =>
        store.rollback(remote, requesterOf(request)),
      );
      return changed(
        app,
        remote,
        canary
          ? `${remote}: canary ${from} ended, everyone on ${to ?? 'built-in'}`
          : `${remote}: ${from} → ${to ?? 'built-in'}`,
      );
    },
  );
};
