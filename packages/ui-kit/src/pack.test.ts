import { join } from 'node:path';
import { describePackedPackage } from '@repo/test-utils/pack';

// Its tarball and pricing's, installed outside the workspace; the quick start is a React app built with the
// consumer's own Vite and React.
describePackedPackage(join(import.meta.dirname, '..'), {
  packs: ['@citerne/ui-kit', '@citerne/pricing'],
  examples: [{ heading: '## Quick start', language: 'jsx' }],
});
