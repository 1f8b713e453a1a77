import { join } from 'node:path';
import { describePackedPackage } from '@repo/test-utils/pack';

// Its tarball and those of the workspace packages it builds on (core-api, pricing, product), installed outside the
// workspace; valibot and idb-keyval come from the registry.
describePackedPackage(join(import.meta.dirname, '..'), {
  packs: ['@citerne/catalog-search', '@citerne/core-api', '@citerne/pricing', '@citerne/product'],
  examples: [{ heading: '## Quick start', language: 'js' }],
});
