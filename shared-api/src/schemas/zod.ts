import { z } from 'zod';

// In browsers zod must not probe for eval: the shop's Content-Security-Policy forbids it, so the
// probe (`new Function`) is refused and reported as a violation on every page that validates.
// The server keeps zod's compiled fast path.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
