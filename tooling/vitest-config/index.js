// Shared Vitest presets. Packages resolve each other to source through the
// `@citerne/source` export condition, so no build is needed before tests.
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const sourceCondition = '@citerne/source';

export const resolveToSource = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
};

/**
 * A package's unit-test project: tests beside the code, a JSON report in
 * `.reports/unit.json` that `npm test` sums up.
 * @param {{ environment?: 'node' | 'happy-dom', setupFiles?: string[], include?: string[], testTimeout?: number }} [options]
 */
export function unitTestConfig(options = {}) {
  return {
    ...resolveToSource,
    test: {
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
      environment: options.environment ?? 'node',
      setupFiles: options.setupFiles ?? [],
      testTimeout: options.testTimeout ?? 15_000,
      // Set-up hooks (a seeded database, a built index) run on a busy 2-core CI machine.
      hookTimeout: options.hookTimeout ?? 60_000,
      reporters: ['default', 'json'],
      outputFile: { json: '.reports/unit.json' },
      benchmark: { include: ['bench/**/*.bench.ts', 'src/**/*.bench.ts'] },
    },
  };
}
