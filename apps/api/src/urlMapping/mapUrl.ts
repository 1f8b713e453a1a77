type Doc = Record<string, unknown>;

/** What a URL maps to (the contract's `UrlMapping`): the entity type and its document. */
export type UrlTarget = { _type: 'product' | 'category' | 'cms_page'; _id: string; _source: Doc };

const storePrefixes = ['de', 'it', 'fr', 'citerne'];

/**
 * The first document (in the index's order) of an entity type whose field holds a value, else undefined: each search
 * driver answers it from its own index.
 */
export type UrlLookup = (
  type: 'product' | 'category' | 'cms_page',
  field: string,
  value: string,
) => Doc | undefined | Promise<Doc | undefined>;

/**
 * Resolves a shop path to a product, a category or a CMS page (SPEC §2 "Unknown URLs are resolved through a
 * URL-mapping step"; SPEC §7 "URL mapping"): route shapes `/p/{sku}/{slug}[/{childSku}]`, `/c/{slug}`, `/i/{slug}`,
 * then url paths of products and categories and CMS identifiers, with or without a store prefix and `.html`.
 * Disabled products, inactive categories and inactive pages map to nothing.
 */
export async function mapUrl(url: string, find: UrlLookup): Promise<UrlTarget | null> {
  let path: string;
  try {
    path = decodeURIComponent(url);
  } catch {
    return null;
  }
  const segments = path
    .replace(/\.html$/, '')
    .split('/')
    .filter((segment) => segment !== '');
  if (segments.length > 1 && storePrefixes.includes(segments[0] as string)) segments.shift();
  const [head, ...rest] = segments;
  const product = (doc: Doc | undefined) =>
    doc && (typeof doc.status !== 'number' || doc.status < 2)
      ? ({ _type: 'product', _id: String(doc.id), _source: doc } as const)
      : null;
  const category = (doc: Doc | undefined) =>
    doc && doc.is_active !== false ? ({ _type: 'category', _id: String(doc.id), _source: doc } as const) : null;
  const page = (doc: Doc | undefined) =>
    doc && doc.active !== false ? ({ _type: 'cms_page', _id: String(doc.id), _source: doc } as const) : null;

  if (head === 'p' && rest.length >= 1) return product(await find('product', 'sku', rest[0] as string));
  if (head === 'c' && rest.length === 1) {
    return category(
      (await find('category', 'url_key', rest[0] as string)) ?? (await find('category', 'url_path', rest[0] as string)),
    );
  }
  if (head === 'i' && rest.length === 1) return page(await find('cms_page', 'identifier', rest[0] as string));
  const joined = segments.join('/');
  if (joined === '') return null;
  return (
    product(await find('product', 'url_path', joined)) ??
    category(await find('category', 'url_path', joined)) ??
    (segments.length === 1
      ? (page(await find('cms_page', 'identifier', joined)) ?? product(await find('product', 'url_key', joined)))
      : null)
  );
}
