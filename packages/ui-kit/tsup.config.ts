import { defineConfig } from 'tsup';

// One ESM entry plus one stylesheet: every `*.module.css` is compiled by esbuild's `local-css` loader
// (scoped class names, zero runtime) and bundled with the tokens and the Inter font faces into
// dist/index.css, exported as `@citerne/ui-kit/styles.css`. The font files are copied beside it.
// The entry is `bundleEntry.ts` (the API of src/index.ts plus the global styles) and keeps the name `index`.
export default defineConfig({
  entry: { index: 'src/bundleEntry.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  splitting: false,
  loader: { '.css': 'local-css', '.woff2': 'file' },
  noExternal: ['@fontsource-variable/inter'],
  external: ['react', 'react-dom', 'react/jsx-runtime', '@citerne/pricing'],
});
