/** SPEC §2 "/configurator": the made-to-measure products to configure (issue 17). */
export const CONFIGURATOR_PATH = '/configurator';

/**
 * SPEC §2 "/configuration/{parentSku}/{slug}": the configurator of one made-to-measure product.
 *
 * @example
 * configurationHref({ sku: 'CS-SUR-MESURE', url_key: 'citerne-souple-sur-mesure' }); // '/configuration/CS-SUR-MESURE/citerne-souple-sur-mesure'
 */
export function configurationHref(product: {
  sku: string;
  url_key?: string | null | undefined;
  slug?: string | null | undefined;
}): string {
  const slug = product.url_key || product.slug || product.sku.toLowerCase();
  return `/configuration/${encodeURIComponent(product.sku)}/${encodeURIComponent(slug)}`;
}
