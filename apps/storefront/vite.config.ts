import { join } from 'node:path';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import babel from '@rolldown/plugin-babel';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages resolve to source (`@citerne/source`), so the storefront
// never needs a prior package build, in dev or in its own production build.
const linguiConfig = { configPath: join(import.meta.dirname, 'lingui.config.ts') };

export default defineConfig({
  plugins: [babel({ presets: [linguiTransformerBabelPreset({}, linguiConfig)] }), lingui(linguiConfig), reactRouter()],
  resolve: { conditions: ['@citerne/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@citerne/source', ...defaultServerConditions], externalConditions: ['@citerne/source'] },
    noExternal: [/^@citerne\//],
  },
  build: { target: 'es2022' },
});
