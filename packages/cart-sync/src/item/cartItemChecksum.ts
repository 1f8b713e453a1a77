/** What identifies a cart line: its sku and the options chosen (SPEC §3 "Cart item": checksum). */
export interface ChecksumSource {
  sku: string;
  product_option?: unknown;
}

// Object keys are sorted so the same options in another order give the same line.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A stable checksum of a cart line from its sku and product options: two lines
 * with the same checksum are the same line, whose quantities add up.
 * @example
 * cartItemChecksum({ sku: 'CS-EP-5' }) === cartItemChecksum({ sku: 'CS-EP-5', product_option: undefined }); // true
 */
export function cartItemChecksum(item: ChecksumSource): string {
  const text = `${item.sku}|${canonical(item.product_option ?? null)}`;
  // 64-bit FNV-1a over UTF-16 code units: fast, synchronous, same result in browser and Node.
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
