import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import type { BuiltFile } from './indexBuiltFiles';
import { type ContentCoding, negotiateEncoding } from './negotiateEncoding';
import { varyOnAcceptEncoding } from './varyOnAcceptEncoding';

function pathOf(requestPath: string): string | null {
  try {
    return decodeURIComponent(requestPath);
  } catch {
    return null;
  }
}

/**
 * Serves the files of the browser build listed by `indexBuiltFiles`: the brotli or gzip copy made at build time
 * when `Accept-Encoding` allows it (`Content-Encoding`, its own `Content-Length`, `Vary: Accept-Encoding` on every
 * answer of a file that has copies), else the file itself. GET and HEAD only; any other path goes on to the next
 * handler. Caching headers are the caller's (`/assets/*` are hashed and immutable, the rest revalidates).
 * @example
 * app.use('/assets/*', serveBuiltFiles(indexBuiltFiles('build/client')));
 */
export function serveBuiltFiles(files: ReadonlyMap<string, BuiltFile>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = pathOf(c.req.path);
    const found = path === null ? undefined : files.get(path);
    if (!found) return next();
    const offered = Object.keys(found.variants) as ContentCoding[];
    const coding = offered.length > 0 ? negotiateEncoding(c.req.header('Accept-Encoding'), offered) : null;
    const sent = coding ? (found.variants[coding] ?? found) : found;
    const headers = new Headers({
      'Content-Type': found.type,
      'Content-Length': String(sent.size),
      'Last-Modified': found.lastModified,
    });
    if (offered.length > 0) varyOnAcceptEncoding(headers);
    if (coding) headers.set('Content-Encoding', coding);
    const body =
      c.req.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(sent.file)) as ReadableStream<Uint8Array>);
    return new Response(body, { status: 200, headers });
  };
}
