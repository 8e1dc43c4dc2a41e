// One React Refresh runtime per page, used in place of `react-refresh/runtime` by every dev build.
// The shell and each remote bundle react-refresh; a copy that starts after React did (a remote's,
// inside the shell) never learns of React's renderer, so the remote's components would be swapped
// in its module cache and never drawn again. The first bundle on the page (the shell, or a remote
// on its standalone page) publishes its copy; the others register their components with it.
const RUNTIME = Symbol.for('poshak.react-refresh-runtime');

// The request below is aliased to the real runtime (browser-config.cjs), not to this file.
globalThis[RUNTIME] = globalThis[RUNTIME] || require('react-refresh/runtime/original');

module.exports = globalThis[RUNTIME];
