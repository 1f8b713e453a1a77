/** SPEC §2 "Routes": `/p/{parentSku}/{slug}`, with the child sku appended for a chosen variant. */
export function productHref(
  product: { sku: string; url_key: string; parentSku?: string | undefined },
  childSku?: string,
) {
  const parentSku = encodeURIComponent(product.parentSku ?? product.sku);
  const base = `/p/${parentSku}/${encodeURIComponent(product.url_key)}`;
  return childSku ? `${base}/${encodeURIComponent(childSku)}` : base;
}
