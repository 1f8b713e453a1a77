import { join } from 'node:path';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { unitTestConfig } from '@repo/vitest-config';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

const linguiConfig = { configPath: join(import.meta.dirname, 'lingui.config.ts') };

export default defineConfig({
  // Components are rendered on the server in tests too: their lingui macros and catalogues compile as in the app.
  plugins: [babel({ presets: [linguiTransformerBabelPreset({}, linguiConfig)] }), lingui(linguiConfig)],
  ...unitTestConfig({
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'sw/**/*.test.ts'],
    testTimeout: 60_000,
    // The shop server's tests import @citerne/api: its server code resolves as Node resolves it.
    serverAsNode: true,
  }),
});
