import { join } from 'node:path';
import { describePackedPackage } from '@repo/test-utils/pack';

// Its tarball and those of core-api, pricing and product, installed outside the workspace next to the consumer's own
// jotai (an optional peer of `./react`); the React quick start is built with the consumer's Vite and React.
describePackedPackage(join(import.meta.dirname, '..'), {
  packs: ['@citerne/cart-sync', '@citerne/core-api', '@citerne/pricing', '@citerne/product'],
  with: ['jotai@^3'],
  examples: [
    { heading: '## Quick start', language: 'js' },
    { heading: '## Quick start', language: 'jsx' },
  ],
});
