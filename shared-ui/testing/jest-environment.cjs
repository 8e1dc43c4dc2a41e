// jsdom lacks the fetch-standard classes the shop's code needs (Request, AbortSignal, TextEncoder…
// for react-router's data router and axios): lend it Node's own, so they are real implementations.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Request',
  'Response',
  'Headers',
  'fetch',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
  // React's server renderer (the storefront's first screens) schedules its work with these.
  'setImmediate',
  'clearImmediate',
];

class ShellEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = ShellEnvironment;
