// Sign-in as the other features may use it; they import this file, never the feature's own files
// (eslint.config.mjs, docs/code-layout.md).
export { logOut } from './session';
