/**
 * JSON with object keys sorted at every level: equal values give equal strings, whatever the key
 * order they were written in (request fingerprints).
 * @example
 * canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] }); // '{"a":[{"c":3,"d":2}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    return Object.fromEntries(
      Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}
