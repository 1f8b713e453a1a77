/**
 * SPEC §2 "Routes": `/p/{parentSku}/{slug}`, with the child sku appended for a chosen variant of a configurable
 * product (`/p/{parentSku}/{slug}/{childSku}`).
 *
 * @example
 * productHref({ sku: 'CS-EP-5', url_key: 'citerne-souple-eau-de-pluie-5-m3' }, 'CS-EP-5-VERT');
 * // '/p/CS-EP-5/citerne-souple-eau-de-pluie-5-m3/CS-EP-5-VERT'
 */
export function productHref(
  product: {
    sku: string;
    url_key?: string | null | undefined;
    slug?: string | null | undefined;
    parentSku?: string | undefined;
  },
  childSku?: string,
) {
  const parentSku = encodeURIComponent(product.parentSku ?? product.sku);
  const slug = encodeURIComponent(product.url_key || product.slug || product.sku.toLowerCase());
  const base = `/p/${parentSku}/${slug}`;
  return childSku ? `${base}/${encodeURIComponent(childSku)}` : base;
}
