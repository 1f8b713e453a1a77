import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Debian's Chromium, never a downloaded browser (README "Toolchain").
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Every story runs as a test in Chromium: its play function, then axe (parameters.a11y.test = 'error').
// The packages' MDX docs pages are not stories: the `docs` project scans them with axe in the built Storybook.
// The JSON report is summed up by the root `npm test`.
export default defineConfig({
  // Packages resolve to source through the `@citerne/source` export condition.
  resolve: { conditions: ['@citerne/source', ...defaultClientConditions] },
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/stories.json' },
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'pnpm dev' })],
        test: {
          name: 'storybook',
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            // Stories are tested with reduced motion: no smooth scrolling or transitions to wait for.
            provider: playwright({
              launchOptions: { executablePath: chromium, args: chromiumFlags },
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'docs',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 40_000,
        },
      },
    ],
  },
});
