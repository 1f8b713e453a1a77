import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';
import { isCompressibleType } from '../../server/compression/isCompressibleType.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What one folder's pre-compression made. */
export interface PrecompressSummary {
  readonly files: number;
  readonly bytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
}

/**
 * Writes a `.br` (brotli quality 11, the slowest and smallest: it is paid once, at build time) and a `.gz` (gzip 9)
 * copy beside every compressible file of `dir` (JavaScript, CSS, SVG, JSON, the manifest…), each only when it is
 * smaller than the file; copies left from an earlier run are overwritten. `server/compression/serveBuiltFiles.ts`
 * sends them by `Accept-Encoding`.
 * @example
 * const { files, brotliBytes } = await precompressFolder('build/client');
 */
export async function precompressFolder(dir: string): Promise<PrecompressSummary> {
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (name) =>
      !name.endsWith('.br') &&
      !name.endsWith('.gz') &&
      isCompressibleType(getMimeType(name)) &&
      statSync(join(dir, name)).isFile(),
  );
  let bytes = 0;
  let brotliBytes = 0;
  let gzipBytes = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      const source = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      bytes += source.length;
      brotliBytes += Math.min(br.length, source.length);
      gzipBytes += Math.min(gz.length, source.length);
      if (br.length < source.length) writeFileSync(`${file}.br`, br);
      if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
    }),
  );
  return { files: names.length, bytes, brotliBytes, gzipBytes };
}
