import { join } from 'node:path';
import { describePackedPackage } from '@repo/test-utils/pack';

// Its tarball and core-api's, installed outside the workspace; the React quick start (`./react`) is built with the
// consumer's own Vite and React.
describePackedPackage(join(import.meta.dirname, '..'), {
  packs: ['@citerne/account', '@citerne/core-api'],
  examples: [
    { heading: '## Quick start', language: 'js' },
    { heading: '## Quick start', language: 'jsx' },
  ],
});
