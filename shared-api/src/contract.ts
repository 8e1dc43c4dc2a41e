/**
 * The version of the contract between the browser apps and the server: the schemas, paths and
 * page-rendering interface of this package. Semver, read by the release checks (docs/releasing.md):
 * a remote built against another MAJOR is refused before it can go live, because a field renamed
 * or removed would fail only in shoppers' browsers; a MINOR adds what old remotes can ignore, a
 * PATCH changes no shape. Raise it in the same commit as the change it describes.
 */
export const CONTRACT_VERSION = '1.2.0';
