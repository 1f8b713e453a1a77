// cyrb53 (public domain): a fast 53-bit string hash with good avalanche, pure JavaScript.
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * A 106-bit hash of a text as 28 hex digits (two seeded cyrb53). Not cryptographic: it tells requests
 * apart, it does not protect them. No `node:crypto` and no async Web Crypto: it runs in browsers, at once.
 */
export function hashText(text: string): string {
  return cyrb53(text, 0) + cyrb53(text, 0x9e3779b9);
}
