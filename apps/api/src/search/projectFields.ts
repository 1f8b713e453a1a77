type Json = Record<string, unknown>;

/** Include paths as a tree: `{ sku: true, stock: { qty: true } }`; `true` keeps the whole value. */
type PathTree = { [key: string]: PathTree | true };

function treeOf(paths: readonly string[]): PathTree {
  const root: PathTree = {};
  for (const path of paths) {
    let node = root;
    const parts = path.split('.');
    parts.forEach((part, i) => {
      if (node[part] === true) return;
      if (i === parts.length - 1) {
        node[part] = true;
        return;
      }
      const next = (node[part] as PathTree | undefined) ?? {};
      node[part] = next;
      node = next;
    });
  }
  return root;
}

function pick(value: unknown, tree: PathTree): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, tree));
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const key in tree) {
    if (!(key in (value as Json))) continue;
    const branch = tree[key] as PathTree | true;
    out[key] = branch === true ? (value as Json)[key] : pick((value as Json)[key], branch);
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

// Bounded: at most 500 include lists (cleared past it); a list is as long as the query string allows.
const trees = new Map<string, PathTree>();
// Served documents never change (a new index snapshot makes new ones), so a projection is computed once per document
// and field selection. Bounded: at most 16 projections per document (cleared past it), and held only while the
// document is (a WeakMap), so by the catalogue's size.
const projections = new WeakMap<object, Map<string, Json>>();

/**
 * Keeps the `include` field paths of a document (all when none is given) and removes the `exclude` ones
 * (SPEC §7 "include and exclude fields"); dotted paths reach into objects and arrays (`configurable_children.sku`).
 * The document itself is never changed; the result must not be changed either (it is shared).
 */
export function projectFields<T extends Json>(doc: T, include?: readonly string[], exclude?: readonly string[]): Json {
  if ((!include || include.length === 0) && (!exclude || exclude.length === 0)) return doc;
  const key = `${include?.join(',') ?? ''}|${exclude?.join(',') ?? ''}`;
  let byKey = projections.get(doc);
  const cached = byKey?.get(key);
  if (cached) return cached;
  let out: unknown = doc;
  if (include && include.length > 0) {
    const includeKey = include.join(',');
    let tree = trees.get(includeKey);
    if (!tree) {
      tree = treeOf(include);
      if (trees.size > 500) trees.clear();
      trees.set(includeKey, tree);
    }
    out = pick(doc, tree);
  }
  for (const path of exclude ?? []) out = drop(out, path.split('.'));
  if (!byKey) {
    byKey = new Map();
    projections.set(doc, byKey);
  }
  if (byKey.size > 16) byKey.clear();
  byKey.set(key, out as Json);
  return out as Json;
}
