// The two Node exports the jsdom polyfill uses; the browser package has no @types/node on purpose.
declare module 'node:util' {
  export const TextEncoder: typeof globalThis.TextEncoder;
  export const TextDecoder: typeof globalThis.TextDecoder;
}
