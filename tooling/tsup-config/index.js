// The build every published package shares: ESM + .d.ts + source maps, tree-shaken.
import { defineConfig } from 'tsup';

export function libraryConfig(entry, overrides = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
    ...overrides,
  });
}
