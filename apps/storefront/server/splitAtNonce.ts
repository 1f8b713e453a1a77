/**
 * A page's bytes cut at each occurrence of its render's CSP nonce (none: one part), so a kept page can be answered
 * again with another nonce ({@link joinAtNonce}) and never repeats one.
 * @example
 * joinAtNonce(splitAtNonce(body, renderNonce), answerNonce);
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

/** The parts of {@link splitAtNonce} joined with `nonce` where the render's stood. */
export function joinAtNonce(parts: readonly Uint8Array[], nonce: string): Buffer<ArrayBuffer> {
  const separator = Buffer.from(nonce);
  const pieces: Uint8Array[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(separator);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}
