import type { SearchSnapshot } from '../search/SearchSnapshot';
import type { TypeIndex } from '../search/TypeIndex';

type Doc = Record<string, unknown>;

/** What a URL maps to (the contract's `UrlMapping`): the entity type and its document. */
export type UrlTarget = { _type: 'product' | 'category' | 'cms_page'; _id: string; _source: Doc };

const storePrefixes = ['de', 'it', 'fr', 'citerne'];

function find(index: TypeIndex, field: string, value: string): Doc | undefined {
  const docs = index.postings(field).get(value) ?? [];
  return docs.map((doc) => index.entries[doc]?.doc as Doc).find(Boolean);
}

/**
 * Resolves a shop path to a product, a category or a CMS page (SPEC §2 "Unknown URLs are resolved through a
 * URL-mapping step"; SPEC §7 "URL mapping"): route shapes `/p/{sku}/{slug}[/{childSku}]`, `/c/{slug}`, `/i/{slug}`,
 * then url paths of products and categories and CMS identifiers, with or without a store prefix and `.html`.
 * Disabled products, inactive categories and inactive pages map to nothing.
 */
export function mapUrl(snapshot: SearchSnapshot, url: string): UrlTarget | null {
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
  const products = snapshot.types.product;
  const categories = snapshot.types.category;
  const pages = snapshot.types.cms_page;
  const product = (doc: Doc | undefined) =>
    doc && (typeof doc.status !== 'number' || doc.status < 2)
      ? ({ _type: 'product', _id: String(doc.id), _source: doc } as const)
      : null;
  const category = (doc: Doc | undefined) =>
    doc && doc.is_active !== false ? ({ _type: 'category', _id: String(doc.id), _source: doc } as const) : null;
  const page = (doc: Doc | undefined) =>
    doc && doc.active !== false ? ({ _type: 'cms_page', _id: String(doc.id), _source: doc } as const) : null;

  if (head === 'p' && rest.length >= 1) return product(find(products, 'sku', rest[0] as string));
  if (head === 'c' && rest.length === 1) {
    return category(find(categories, 'url_key', rest[0] as string) ?? find(categories, 'url_path', rest[0] as string));
  }
  if (head === 'i' && rest.length === 1) return page(find(pages, 'identifier', rest[0] as string));
  const joined = segments.join('/');
  if (joined === '') return null;
  return (
    product(find(products, 'url_path', joined)) ??
    category(find(categories, 'url_path', joined)) ??
    (segments.length === 1
      ? (page(find(pages, 'identifier', joined)) ?? product(find(products, 'url_key', joined)))
      : null)
  );
}
