import { libraryConfig } from '@repo/tsup-config';

export default libraryConfig({ index: 'src/index.ts' }, { external: ['@citerne/core-api', '@citerne/pricing'] });
