import { libraryConfig } from '@repo/tsup-config';

export default libraryConfig(
  { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  { external: ['react', '@citerne/core-api', 'valibot'] },
);
