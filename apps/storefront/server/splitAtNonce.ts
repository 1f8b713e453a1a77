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
