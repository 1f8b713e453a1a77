import type { Context } from 'hono';
import { CommerceError } from '../platform/CommerceError';

const tooLarge = (maxBytes: number) =>
  new CommerceError(413, `The request body exceeds ${maxBytes} bytes.`, 'BODY_TOO_LARGE', { maxBytes });

/**
 * The request body as text, read with a cap (ASVS 5.0 V4.3 / SPEC §5 "Limits"): a `Content-Length` over `maxBytes`
 * is refused before a byte is read, and a body streamed without one (chunked) is cut off as soon as it passes the
 * cap, so a client cannot make the process buffer more than `maxBytes`. The bytes must be UTF-8 (RFC 8259 §8.1):
 * anything else is a 400, never decoded into replacement characters that would then be stored.
 * @example
 * const text = await readLimitedBody(c, 64 * 1024); // throws CommerceError 413 / 400
 */
export async function readLimitedBody(c: Context, maxBytes: number): Promise<string> {
  const declared = c.req.header('content-length');
  if (declared !== undefined) {
    if (!/^\d{1,15}$/.test(declared.trim())) {
      throw new CommerceError(400, 'The Content-Length header is not a number.', 'INVALID_CONTENT_LENGTH');
    }
    if (Number(declared) > maxBytes) throw tooLarge(maxBytes);
  }
  const stream = c.req.raw.body;
  if (stream === null) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CommerceError(400, 'The request body is not valid UTF-8 text.', 'INVALID_ENCODING');
  }
}
