import { unitTestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

// One seeded in-memory database per test file; the property suite may take tens of seconds. The suites run the real
// API (@citerne/api's server code, resolved as Node resolves it).
export default defineConfig(
  unitTestConfig({ include: ['src/**/*.test.ts'], testTimeout: 120_000, serverAsNode: true }),
);
