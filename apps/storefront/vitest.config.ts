import { join } from 'node:path';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { sourceCondition, unitTestConfig } from '@repo/vitest-config';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

const linguiConfig = { configPath: join(import.meta.dirname, 'lingui.config.ts') };

export default defineConfig({
  // Components are rendered on the server in tests too: their lingui macros and catalogues compile as in the app.
  plugins: [babel({ presets: [linguiTransformerBabelPreset({}, linguiConfig)] }), lingui(linguiConfig)],
  ...unitTestConfig({
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'sw/**/*.test.ts'],
    testTimeout: 60_000,
  }),
  // As the API's tests resolve (apps/api/vitest.config.ts): without the `module` condition, the server code the shop
  // imports from @citerne/api loads as Node loads it — the Elasticsearch client's @opentelemetry/api names under
  // `module` an ES build with extensionless imports, which Node cannot load.
  ssr: { resolve: { conditions: [sourceCondition, 'node', 'development|production'] } },
});
