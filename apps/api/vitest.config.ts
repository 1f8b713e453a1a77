import { sourceCondition, unitTestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

const base = unitTestConfig({ testTimeout: 30_000 });

export default defineConfig({
  ...base,
  // Modules resolve as Node resolves them when the server runs (no `module` condition): the Elasticsearch client's
  // tracing dependency (@opentelemetry/api) names under `module` an ES module build with extensionless imports,
  // which Node cannot load.
  ssr: { resolve: { conditions: [sourceCondition, 'node', 'development|production'] } },
});
