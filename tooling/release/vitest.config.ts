import { unitTestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(unitTestConfig({ include: ['src/**/*.test.ts'] }));
