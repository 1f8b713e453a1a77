import { unitTestConfig } from '@repo/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(unitTestConfig({ testTimeout: 30_000, serverAsNode: true }));
