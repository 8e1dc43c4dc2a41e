import path from 'node:path';
import {
  activateReleaseBody,
  canaryReleaseBody,
  LOAD_PHASES,
  loadFailureReport,
  okMessage,
  releaseChange,
  releaseRemoteParams,
  releasesOverview,
  type LoadPhase,
  type ReleasesOverview,
  type ReleaseSummary,
} from '@poshak/shared-api/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WORKSPACE_DIR } from '../../config';
import { conflict } from '../../errors';
import { injectedApi } from '../../pages/server-renderer';
import { ACCESS } from '../../plugins/access';
import { activateChecked, canaryChecked, type ActivationContext } from './activation';
import { singletonVersions } from './release-build';
import { hostOf } from './release-checks';
import { ReleaseRefusal } from './release-store';
import { REMOTES, type RemoteName } from './remotes';

/**
 * Failure reports allowed per address a minute: a page reports at most one failure per remote and
 * phase, so a shopper's browser sends a few; a flood is refused without a write. Generous because
 * mobile carriers put many shoppers behind one address, and a report refused there makes a failing
 * canary's rate read low. A forged flood can only end a canary, never make one live.
 */
export const LOAD_FAILURE_LIMIT = { max: 120, timeWindow: 60_000 };
/**
 * A report is a few short fields, each refused by name past its own limit; this bounds only what
 * is read before they are judged, with room for an over-long field to be told by its name.
 */
const LOAD_FAILURE_BODY_BYTES = 256 * 1024;

const noPhases = (): Record<LoadPhase, number> =>
  Object.fromEntries(LOAD_PHASES.map((p) => [p, 0])) as Record<LoadPhase, number>;

/**
 * What browsers report of the remotes' releases, and the owner's Releases page: every remote's
 * releases with their live, canary and previous one and what browsers made of each; activate,
 * canary, promote and roll back (the same as `pnpm release:*`, audited under the member's name).
 */
const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['releases'];
  const { store } = app.releases;

  app.post(
    '/releases/load-failures',
    {
      bodyLimit: LOAD_FAILURE_BODY_BYTES,
      config: { access: ACCESS.public, rateLimit: LOAD_FAILURE_LIMIT, changes: [] },
      schema: {
        tags,
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

  const overview = async (): Promise<ReleasesOverview> => ({
    remotes: await Promise.all(
      REMOTES.map(async (remote) => {
        const [pointer, releases, failures] = await Promise.all([
          store.pointer(remote),
          store.list(remote),
          store.failures(remote),
        ]);
        const byRelease = new Map<string, Record<LoadPhase, number>>();
        for (const f of failures) {
          const phases = byRelease.get(f.releaseId) ?? noPhases();
          phases[f.phase as LoadPhase] += f.failures;
          byRelease.set(f.releaseId, phases);
        }
        const roleOf = (id: string): ReleaseSummary['role'] =>
          id === pointer?.releaseId
            ? 'live'
            : id === pointer?.canary?.id
              ? 'canary'
              : id === pointer?.previousReleaseId
                ? 'previous'
                : 'other';
        return {
          remote,
          live: pointer?.releaseId ?? null,
          previous: pointer?.previousReleaseId ?? null,
          canary: pointer?.canary
            ? {
                id: pointer.canary.id,
                share: pointer.canary.share,
                since: pointer.canary.since.toISOString(),
              }
            : null,
          releases: releases.map((r) => {
            const phases = byRelease.get(r.id) ?? noPhases();
            return {
              id: r.id,
              published_at: r.publishedAt.toISOString(),
              built_at: r.builtAt.toISOString(),
              git_commit: r.gitCommit,
              contract_version: r.contractVersion,
              files: r.files,
              bytes: r.bytes,
              pages: r.pages,
              failures: Object.values(phases).reduce((sum, n) => sum + n, 0),
              failures_by_phase: phases,
              role: roleOf(r.id),
            };
          }),
        };
      }),
    ),
    canary_limits: {
      max_failure_rate: app.config.releaseCanary.maxFailureRate,
      min_failures: app.config.releaseCanary.minFailures,
    },
  });

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
      return overview();
    },
  );

  const context = (request: FastifyRequest): ActivationContext => ({
    store,
    host: hostOf(
      singletonVersions(
        path.dirname(app.config.apps.shellDir),
        path.join(WORKSPACE_DIR, 'shared-ui'),
      ),
    ),
    cacheDir: path.join(app.config.dataDir, 'release-cache'),
    api: injectedApi(app),
    by: request.staff ? { id: request.staff.id, username: request.staff.username } : null,
  });

  /** What the pointer says after a change, for the page to show and a person to read. */
  const changed = async (remote: RemoteName, message: string) => {
    const pointer = await store.pointer(remote);
    return {
      remote,
      live: pointer?.releaseId ?? null,
      canary: pointer?.canary?.id ?? null,
      message,
    };
  };

  /** A refusal (checks failed, nothing to promote…) is a 409 saying why; the pointer is unchanged. */
  const refusedAs409 = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ReleaseRefusal) throw conflict(error.message);
      throw error;
    }
  };

  const action = {
    config: { access: ACCESS.adminOnly, changes: [] },
  } as const;

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
        activateChecked(context(request), remote, request.body.id),
      );
      return changed(remote, `${remote}: ${from ?? 'built-in'} → ${to}`);
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
      await refusedAs409(() => canaryChecked(context(request), remote, id, audience));
      const who = 'share' in audience ? `${audience.share} % of browsers` : 'staff only';
      return changed(remote, `${remote}: ${id} tried on ${who}`);
    },
  );

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
      const { from, to } = await refusedAs409(() =>
        store.promote(remote, context(request).by ?? null),
      );
      return changed(remote, `${remote}: ${from ?? 'built-in'} → ${to}`);
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
        store.rollback(remote, context(request).by ?? null),
      );
      return changed(
        remote,
        canary
          ? `${remote}: canary ${from} ended, everyone on ${to ?? 'built-in'}`
          : `${remote}: ${from} → ${to ?? 'built-in'}`,
      );
    },
  );
};

export default releaseRoutes;
