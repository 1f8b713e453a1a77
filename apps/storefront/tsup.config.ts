import { defineConfig } from 'tsup';

// The production server entry: Hono serving the React Router build and the API in one process.
export default defineConfig({
  entry: { start: 'server/start.ts' },
  format: ['esm'],
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  target: 'node24',
  platform: 'node',
  external: [/^[^./]/],
});
