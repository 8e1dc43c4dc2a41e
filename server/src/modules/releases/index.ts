// What remote releases offer the rest of the server (docs/releasing.md): what the release
// commands need, the staff browser's cookie set at sign-in, and each browser's releases for the
// shop's pages. The plugin and its routes are registered by app.ts.
export { activateChecked, canaryChecked, type ActivationContext } from './activation';
export { buildInfo, readBuild, singletonVersions } from './release-build';
export { ObjectStoreError } from './object-store';
export { hostOf } from './release-checks';
export {
  ReleaseRefusal,
  releaseStore,
  type Pointer,
  type Release,
  type ReleaseStore,
} from './release-store';
export { isRemote, REMOTES, type RemoteName } from './remotes';
export { staffCookie, staffCookieCleared } from './canary';
export type { ChosenReleases } from './live-releases';
