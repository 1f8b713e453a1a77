import type { CatalogSearchConfig } from '../config/CatalogSearchConfig';
import { defaultCatalogSearchConfig } from '../config/defaultCatalogSearchConfig';
import { CatalogError } from '../errors/CatalogError';
import { catalogMessages } from '../errors/catalogMessages';
import type { LoadableProduct } from './LoadableProduct';
import { markUnavailableChildren, type WithChildAvailability } from './markUnavailableChildren';

/** What loading a product leads to: show it, refuse it, or send the shopper to the configurable parent. */
export type ProductLoadOutcome<P extends LoadableProduct> =
  | { readonly kind: 'ok'; readonly product: WithChildAvailability<P> }
  | { readonly kind: 'refused'; readonly error: CatalogError }
  | { readonly kind: 'redirect'; readonly parentSku: string; readonly childSku: string; readonly status: 301 };

/**
 * SPEC §4 "Product loading": a status of 2 or higher refuses the product; a visibility of 1 (not visible
 * individually) refuses it, or, when the config prevents direct access to children, redirects to the configurable
 * parent (a 301 on the server, a replace on the client). Children with a status of 2 or higher are marked
 * unavailable. Refusals carry the SPEC §8 texts stating the status or visibility value.
 *
 * @example
 * const outcome = checkProductLoad({ sku: 'CS-EP-10-VERT', visibility: 1, parentSku: 'CS-EP-10' });
 * // { kind: 'redirect', parentSku: 'CS-EP-10', childSku: 'CS-EP-10-VERT', status: 301 }
 */
export function checkProductLoad<P extends LoadableProduct>(
  product: P,
  config: Pick<CatalogSearchConfig, 'preventDirectChildAccess'> = defaultCatalogSearchConfig,
): ProductLoadOutcome<P> {
  const status = product.status ?? 1;
  if (status >= 2) {
    return {
      kind: 'refused',
      error: new CatalogError('product_status', `${catalogMessages.productEmpty}: product status is ${status}`),
    };
  }
  if (product.visibility === 1) {
    if (!config.preventDirectChildAccess) {
      return {
        kind: 'refused',
        error: new CatalogError('product_visibility', `${catalogMessages.productEmpty}: product visibility is 1`),
      };
    }
    if (!product.parentSku || product.parentSku === product.sku) {
      return { kind: 'refused', error: new CatalogError('no_parent_sku', catalogMessages.noParentSku) };
    }
    return { kind: 'redirect', parentSku: product.parentSku, childSku: product.sku, status: 301 };
  }
  return { kind: 'ok', product: markUnavailableChildren(product) };
}
