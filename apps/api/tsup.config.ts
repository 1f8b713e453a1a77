import { defineConfig } from 'tsup';

// The API is bundled for production; dependencies stay external and workspace
// packages resolve to their built dist through the default export condition.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The embedded database's thread (src/db/EmbeddedDatabaseThread.ts finds it at dist/pgliteWorker.js).
    pgliteWorker: 'src/db/pgliteWorker.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/serve': 'src/cli/serve.ts',
  },
  format: ['esm'],
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'node24',
  platform: 'node',
});
