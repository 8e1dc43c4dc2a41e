import { ensurePgliteTemplate } from './pglite-template';

// Run as a plain Node process (tsx): PGlite cannot load its pg_trgm bundle inside Jest's
// global-setup hooks.
ensurePgliteTemplate().then(
  (file) => console.log(file),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
