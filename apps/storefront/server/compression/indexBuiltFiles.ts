import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { isCompressibleType } from './isCompressibleType';
import type { ContentCoding } from './negotiateEncoding';

/** A pre-compressed copy of a built file, written next to it by `scripts/precompressBuild.ts`. */
export interface CodedVariant {
  readonly file: string;
  readonly size: number;
}

/** One file of the browser build as the server sends it. */
export interface BuiltFile {
  readonly file: string;
  readonly size: number;
  readonly type: string;
  readonly lastModified: string;
  /** Its `.br` and `.gz` copies; empty for a format that is not compressed (images, fonts). */
  readonly variants: Readonly<Partial<Record<ContentCoding, CodedVariant>>>;
}

const SUFFIXES: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * Lists the browser build once, at start: URL path → file, type, size and pre-compressed copies. Bounded by
 * construction — one small record per file of the build (no contents), fixed for the life of the process (a new
 * build is a new process). Answering from it also spares a `stat` per request, and no path built from a request
 * ever reaches the file system: only listed files are served.
 * @example
 * const files = indexBuiltFiles('build/client');
 * files.get('/assets/entry.client-Abc123.js')?.variants.br;
 */
export function indexBuiltFiles(root: string): ReadonlyMap<string, BuiltFile> {
  const index = new Map<string, BuiltFile>();
  const names = readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => name.split(sep).join('/'));
  const present = new Set(names);
  for (const name of names) {
    const coded = Object.values(SUFFIXES).some((suffix) => name.endsWith(suffix) && present.has(name.slice(0, -3)));
    if (coded) continue;
    const file = join(root, name);
    const stats = statSync(file);
    if (!stats.isFile()) continue;
    const type = getMimeType(name) ?? 'application/octet-stream';
    const variants: Partial<Record<ContentCoding, CodedVariant>> = {};
    if (isCompressibleType(type)) {
      for (const [coding, suffix] of Object.entries(SUFFIXES) as [ContentCoding, string][]) {
        if (!present.has(name + suffix)) continue;
        const size = statSync(file + suffix).size;
        // A copy that is not smaller is never worth sending.
        if (size < stats.size) variants[coding] = { file: file + suffix, size };
      }
    }
    index.set(`/${relative(root, file).split(sep).join('/')}`, {
      file,
      size: stats.size,
      type,
      lastModified: stats.mtime.toUTCString(),
      variants,
    });
  }
  return index;
}
