import { defineConfig } from 'tsup';

// One ESM entry plus one stylesheet: every `*.module.css` is compiled by esbuild's `local-css` loader
// (scoped class names, zero runtime) and bundled with the tokens and the Inter font faces into
// dist/index.css, exported as `@citerne/ui-kit/styles.css`. The font files are copied beside it.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  splitting: false,
  loader: { '.css': 'local-css', '.woff2': 'file' },
  noExternal: ['@fontsource-variable/inter'],
  external: ['react', 'react-dom', 'react/jsx-runtime', '@citerne/pricing', 'valibot'],
});
