/** The content codings the shop sends, in the order it prefers them: brotli is 15–25 % smaller than gzip on HTML. */
export type ContentCoding = 'br' | 'gzip';

/** An `Accept-Encoding` header longer than this is not read (a client lists a handful of codings). */
const MAX_HEADER_LENGTH = 512;

/**
 * Picks the coding of an answer from the request's `Accept-Encoding` (RFC 9110 §12.5.3): the first of `offered` the
 * client accepts with a weight above 0, `*` standing for any coding it did not name; `null` for the identity (no
 * header, nothing acceptable, or a header too long or malformed to trust). Ties of weight go to the server's order.
 * @example
 * negotiateEncoding('gzip, deflate, br', ['br', 'gzip']); // 'br'
 * negotiateEncoding('br;q=0, gzip', ['br', 'gzip']); // 'gzip'
 */
export function negotiateEncoding(
  header: string | null | undefined,
  offered: readonly ContentCoding[],
): ContentCoding | null {
  if (!header || header.length > MAX_HEADER_LENGTH) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!/^(?:[a-z0-9!#$%&'*+.^_`|~-]+)$/.test(name)) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const q = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.exec(parameter);
      if (q) weight = Number(q[1]);
      else if (parameter.startsWith('q=')) weight = 0;
    }
    // The lowest weight given to a name wins: a client that says both "br" and "br;q=0" is not sent brotli.
    weights.set(name, Math.min(weight, weights.get(name) ?? 1));
  }
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
