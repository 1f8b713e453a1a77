// Run by `pnpm build` last (after the service worker, which is served pre-compressed too): brotli 11 and gzip 9
// copies of every compressible file of `build/client`, sent by `Accept-Encoding` (issue 21; README "Compression").
import { join } from 'node:path';
import { precompressFolder } from './precompress/precompressFolder.ts';

const clientDir = join(import.meta.dirname, '..', 'build', 'client');
const started = performance.now();
const { files, bytes, brotliBytes, gzipBytes } = await precompressFolder(clientDir);
const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
console.log(
  `Pre-compressed ${files} files of build/client in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `${kb(bytes)} → brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`,
);
