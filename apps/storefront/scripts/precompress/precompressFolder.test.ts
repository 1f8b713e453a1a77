import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompressFolder';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes brotli and gzip copies of the compressible files, none of the others', async () => {
    mkdirSync(join(dir, 'assets'));
    const css = '.citerne{color:#0b4f6c}'.repeat(100);
    writeFileSync(join(dir, 'assets', 'app-1.css'), css);
    writeFileSync(join(dir, 'assets', 'font-2.woff2'), Buffer.alloc(2000, 1));
    writeFileSync(join(dir, 'tiny.svg'), '<svg/>');
    const summary = await precompressFolder(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-1.css.br'))).toString()).toBe(css);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-1.css.gz'))).toString()).toBe(css);
    expect(existsSync(join(dir, 'assets', 'font-2.woff2.br'))).toBe(false);
    // Six bytes cannot be made smaller: no copy.
    expect(existsSync(join(dir, 'tiny.svg.br'))).toBe(false);
    expect(summary.files).toBe(2);
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
  });

  it('does not compress its own copies again on a second run', async () => {
    const again = await precompressFolder(dir);
    expect(again.files).toBe(2);
    expect(existsSync(join(dir, 'assets', 'app-1.css.br.br'))).toBe(false);
  });
});
