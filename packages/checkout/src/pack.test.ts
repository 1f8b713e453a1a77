import { join } from 'node:path';
import { describePackedPackage } from '@repo/test-utils/pack';

// Its tarball and those of cart-sync and what cart-sync builds on, installed outside the workspace.
describePackedPackage(join(import.meta.dirname, '..'), {
  packs: ['@citerne/checkout', '@citerne/cart-sync', '@citerne/core-api', '@citerne/pricing', '@citerne/product'],
  examples: [{ heading: '## Quick start', language: 'js' }],
});
