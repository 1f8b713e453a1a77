import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import babel from '@rolldown/plugin-babel';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { devApiPlugin } from './server/devApiPlugin.ts';

// Workspace packages resolve to source (`@citerne/source`), so the storefront
// never needs a prior package build, in dev or in its own production build.
const { version } = JSON.parse(readFileSync(join(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };
const linguiConfig = { configPath: join(import.meta.dirname, 'lingui.config.ts') };

export default defineConfig({
  plugins: [
    babel({ presets: [linguiTransformerBabelPreset({}, linguiConfig)] }),
    lingui(linguiConfig),
    reactRouter(),
    devApiPlugin(),
  ],
  resolve: { conditions: ['@citerne/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@citerne/source', ...defaultServerConditions], externalConditions: ['@citerne/source'] },
    noExternal: [/^@citerne\//],
  },
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: { target: 'es2022' },
});
