type Json = Record<string, unknown>;

function pick(value: unknown, paths: readonly string[][]): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, paths));
  if (typeof value !== 'object' || value === null) return value;
  if (paths.some((path) => path.length === 0)) return value;
  const out: Json = {};
  const byHead = new Map<string, string[][]>();
  for (const [head, ...rest] of paths) byHead.set(head as string, [...(byHead.get(head as string) ?? []), rest]);
  for (const [head, rest] of byHead) {
    if (head in (value as Json)) out[head] = pick((value as Json)[head], rest);
  }
  return out;
}

function drop(value: unknown, path: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => drop(item, path));
  if (typeof value !== 'object' || value === null) return value;
  const [head, ...rest] = path;
  if (head === undefined || !(head in (value as Json))) return value;
  const copy = { ...(value as Json) };
  if (rest.length === 0) delete copy[head];
  else copy[head] = drop(copy[head], rest);
  return copy;
}

/**
 * Keeps the `include` field paths of a document (all when none is given) and removes the `exclude` ones
 * (SPEC §7 "include and exclude fields"); dotted paths reach into objects and arrays (`configurable_children.sku`).
 * The document itself is never changed.
 */
export function projectFields<T extends Json>(doc: T, include?: readonly string[], exclude?: readonly string[]): Json {
  let out: unknown = doc;
  if (include && include.length > 0)
    out = pick(
      doc,
      include.map((path) => path.split('.')),
    );
  for (const path of exclude ?? []) out = drop(out, path.split('.'));
  return out as Json;
}
