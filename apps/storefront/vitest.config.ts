import { unitTestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  unitTestConfig({ include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'], testTimeout: 60_000 }),
);
