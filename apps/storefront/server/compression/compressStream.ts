import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { ContentCoding } from './negotiateEncoding';

/** Compression levels of answers made per request: cheap enough for the CPU that renders them. */
export interface LiveCompressionLevels {
  /** Brotli quality 0–11. */
  readonly brotliQuality: number;
  /** Gzip level 1–9. */
  readonly gzipLevel: number;
}

/**
 * Compresses a streamed body. Each burst of chunks is flushed once the source pauses (a `setImmediate` after the
 * last chunk of the burst), so a streamed page still reaches the browser in pieces — its shell first, then each
 * Suspense boundary — without flushing every small chunk, which would cost ratio and CPU.
 * @example
 * const body = compressStream(response.body, 'br', { brotliQuality: 4, gzipLevel: 6 });
 */
export function compressStream(
  source: ReadableStream<Uint8Array>,
  coding: ContentCoding,
  levels: LiveCompressionLevels,
): ReadableStream<Uint8Array> {
  const zip =
    coding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : createGzip({ level: levels.gzipLevel });
  let flushScheduled = false;
  const flushSoon = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      if (!zip.writableEnded && !zip.destroyed) zip.flush();
    });
  };
  const reader = source.getReader();
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;
  zip.on('data', (chunk: Buffer) =>
    controllerRef?.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length)),
  );
  zip.on('end', () => controllerRef?.close());
  zip.on('error', (error) => controllerRef?.error(error));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            // Back-pressure: wait for the compressor to drain before reading on.
            if (!zip.write(value)) await new Promise((resolve) => zip.once('drain', resolve));
            flushSoon();
          }
          zip.end();
        } catch (error) {
          zip.destroy(error instanceof Error ? error : new Error(String(error)));
        }
      })();
    },
    cancel(reason) {
      zip.destroy();
      return reader.cancel(reason);
    },
  });
}
