import { join } from 'node:path';
import { describePackedPackage } from '@repo/test-utils/pack';

// Its tarball and core-api's and pricing's, installed outside the workspace.
describePackedPackage(join(import.meta.dirname, '..'), {
  packs: ['@citerne/product', '@citerne/core-api', '@citerne/pricing'],
  examples: [{ heading: '## Quick start', language: 'js' }],
});
