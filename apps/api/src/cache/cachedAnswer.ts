/**
 * An HTTP answer as the output cache keeps it: status, headers and body. The body is in `parts` cut where something
 * of one answer only stood (the storefront cuts a page at its CSP nonce, so each answer gets its own); an API answer
 * is one part.
 */
export interface CachedAnswer {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly parts: readonly Uint8Array[];
}

const FORMAT = 1;

/**
 * The bytes of a {@link CachedAnswer}: a format byte, the length of a JSON head (status, headers, part lengths) on
 * four bytes, the head, then the parts one after another — the body is never copied into JSON.
 * @example
 * const bytes = packAnswer({ status: 200, headers: [['content-type', 'application/json']], parts: [body] });
 */
export function packAnswer(answer: CachedAnswer): Buffer {
  const head = Buffer.from(
    JSON.stringify({ s: answer.status, h: answer.headers, p: answer.parts.map((part) => part.byteLength) }),
  );
  const prefix = Buffer.alloc(5);
  prefix.writeUInt8(FORMAT, 0);
  prefix.writeUInt32BE(head.byteLength, 1);
  return Buffer.concat([prefix, head, ...answer.parts]);
}

/**
 * The {@link CachedAnswer} of bytes {@link packAnswer} made; null for bytes of another format or cut short (then the
 * entry is treated as missing).
 */
export function unpackAnswer(bytes: Buffer): CachedAnswer | null {
  if (bytes.byteLength < 5 || bytes.readUInt8(0) !== FORMAT) return null;
  const headEnd = 5 + bytes.readUInt32BE(1);
  if (headEnd > bytes.byteLength) return null;
  let head: { s?: unknown; h?: unknown; p?: unknown };
  try {
    head = JSON.parse(bytes.toString('utf8', 5, headEnd));
  } catch {
    return null;
  }
  const { s: status, h: headers, p: lengths } = head;
  if (typeof status !== 'number' || !Array.isArray(headers) || !Array.isArray(lengths)) return null;
  const parts: Buffer[] = [];
  let at = headEnd;
  for (const length of lengths) {
    if (typeof length !== 'number' || at + length > bytes.byteLength) return null;
    parts.push(bytes.subarray(at, at + length));
    at += length;
  }
  if (at !== bytes.byteLength) return null;
  return { status, headers: headers as [string, string][], parts };
}
