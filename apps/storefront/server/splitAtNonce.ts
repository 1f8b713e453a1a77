/**
 * A page's bytes cut at each occurrence of its render's CSP nonce (none: one part), so a kept page can be answered
 * again with another nonce between the parts, and never repeats one.
 * @example
 * splitAtNonce(Buffer.from('<script nonce="abc">'), 'abc'); // [<script nonce=", ">]
 */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** Parts at least this large are answered as they are; smaller ones are copied together (one write each). */
const COPY_BELOW_BYTES = 8 * 1024;

/**
 * The chunks of a kept page answered with `nonce`: its parts with the nonce between them, the small ones (a page's
 * head holds a nonce every hundred bytes) copied together with their nonces, the large ones (the body's HTML) kept as
 * they are. A handful of writes and a few KB copied, where one buffer would copy the whole page and one chunk per part
 * would cost a write each.
 * @example
 * Buffer.concat(chunksAtNonce(splitAtNonce(body, renderNonce), answerNonce)); // the body with answerNonce
 */
export function chunksAtNonce(parts: readonly Uint8Array[], nonce: string): Uint8Array[] {
  const separator = Buffer.from(nonce);
  const chunks: Uint8Array[] = [];
  let small: Uint8Array[] = [];
  const flush = () => {
    if (small.length > 0) chunks.push(Buffer.concat(small));
    small = [];
  };
  parts.forEach((part, index) => {
    if (index > 0) small.push(separator);
    if (part.byteLength < COPY_BELOW_BYTES) {
      small.push(part);
      return;
    }
    flush();
    chunks.push(part);
  });
  flush();
  return chunks;
}
