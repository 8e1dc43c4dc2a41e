// What remote releases offer the rest of the server (docs/releasing.md): what the release
// commands need. The plugin is registered by app.ts.
export { activateChecked } from './activation';
export { buildInfo, readBuild, singletonVersions } from './release-build';
export { hostOf } from './release-checks';
export { ReleaseRefusal, releaseStore, type Release } from './release-store';
export { isRemote, REMOTES, type RemoteName } from './remotes';
export { canaryChecked } from './activation';
export { STAFF_COOKIE, staffCookie, staffCookieCleared } from './canary';
export type { ChosenReleases } from './releases-plugin';
