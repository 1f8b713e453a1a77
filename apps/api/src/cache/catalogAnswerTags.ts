import { cacheTags } from './cacheTags';

type Doc = Record<string, unknown>;

const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);
const docs = (value: unknown): Doc[] => (Array.isArray(value) ? value.filter(isDoc) : []);
const idOf = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : undefined;

/** Fields a product search filters categories on; on a category search, the category's own id and parent. */
const PRODUCT_CATEGORY_FIELDS = new Set(['category_ids', 'category_id', 'category.category_id']);
const CATEGORY_FIELDS = new Set(['id', 'parent_id']);

function productTags(product: Doc, into: Set<string>): void {
  const sku = idOf(product.sku);
  if (sku) into.add(cacheTags.product(sku));
  for (const child of docs(product.configurable_children)) {
    const childSku = idOf(child.sku);
    if (childSku) into.add(cacheTags.product(childSku));
  }
}

function categoryTag(category: Doc, into: Set<string>): void {
  const id = idOf(category.id);
  if (id) into.add(cacheTags.category(id));
}

/** The categories a search's `request` JSON filters on (`term` and `terms` filters), tagged. */
function filteredCategories(request: string | null, fields: ReadonlySet<string>, into: Set<string>): void {
  if (!request) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(request);
  } catch {
    return;
  }
  if (!isDoc(parsed)) return;
  for (const filter of docs(parsed.filters)) {
    if (typeof filter.field !== 'string' || !fields.has(filter.field)) continue;
    const values = filter.kind === 'terms' && Array.isArray(filter.values) ? filter.values : [filter.value];
    for (const value of values) {
      const id = idOf(value);
      if (id) into.add(cacheTags.category(id));
    }
  }
}

/**
 * The tags of a catalogue answer (issue 23): `catalog` always, `product:<sku>` for each product document in it and
 * each of its configurable children, `category:<id>` for each category in it and each category a search filters on.
 * `url` is the request's (path and query), `result` the envelope's `result`.
 * @example
 * catalogAnswerTags(new URL('http://shop/api/products/render-list?skus=A'), { items: [{ sku: 'A' }] });
 * // ['catalog', 'product:A']
 */
export function catalogAnswerTags(url: URL, result: unknown): string[] {
  const tags = new Set<string>([cacheTags.catalog]);
  const path = url.pathname;
  if (path === '/api/catalog' && isDoc(result)) {
    const type = url.searchParams.get('type') ?? 'product';
    const request = url.searchParams.get('request');
    if (type === 'product') {
      for (const item of docs(result.items)) productTags(item, tags);
      filteredCategories(request, PRODUCT_CATEGORY_FIELDS, tags);
    } else if (type === 'category') {
      for (const item of docs(result.items)) categoryTag(item, tags);
      filteredCategories(request, CATEGORY_FIELDS, tags);
    }
  } else if (path === '/api/url' && isDoc(result) && isDoc(result._source)) {
    if (result._type === 'product') productTags(result._source, tags);
    if (result._type === 'category') categoryTag(result._source, tags);
  } else if (/^\/api\/products?\/render-list$/.test(path) && isDoc(result)) {
    for (const item of docs(result.items)) productTags(item, tags);
  }
  return [...tags];
}
