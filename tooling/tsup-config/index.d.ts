import type { Options } from 'tsup';

/**
 * The shared build of a published package: ESM, `.d.ts`, source maps, tree-shaken.
 * @example
 * export default libraryConfig({ index: 'src/index.ts', 'contract/index': 'src/contract/index.ts' });
 */
export declare function libraryConfig(
  entry: Record<string, string>,
  overrides?: Options,
): ReturnType<typeof import('tsup').defineConfig>;
