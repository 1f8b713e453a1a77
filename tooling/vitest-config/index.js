// Shared Vitest presets. Packages resolve each other to source through the
// `@citerne/source` export condition, so no build is needed before tests.
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const sourceCondition = '@citerne/source';

export const resolveToSource = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
};

/**
 * Server code resolved as Node resolves it when the server runs (no `module` condition): for the projects whose
 * tests import @citerne/api's server code — the Elasticsearch client's tracing dependency (@opentelemetry/api) names
 * under `module` an ES build with extensionless imports, which Node cannot load.
 */
const resolveServerAsNode = {
  ssr: { resolve: { conditions: [sourceCondition, 'node', 'development|production'] } },
};

/**
 * A package's unit-test project: tests beside the code, a JSON report in
 * `.reports/unit.json` that `npm test` sums up.
 * @param {{ environment?: 'node' | 'happy-dom', setupFiles?: string[], include?: string[], testTimeout?: number, hookTimeout?: number, serverAsNode?: boolean }} [options]
 */
export function unitTestConfig(options = {}) {
  return {
    ...resolveToSource,
    ...(options.serverAsNode ? resolveServerAsNode : {}),
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
