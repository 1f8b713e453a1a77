import { isProductType } from './isProductType';
import { productMessages } from './productMessages';

/**
 * What keeps a product from being a cart line at all: no sku, or no known `type_id`. Each message names the
 * missing field, so a malformed product is refused with a clear message instead of failing later.
 * @example
 * productIdentityErrors({ sku: 'X' }); // ['Product X has no type_id and cannot be added to the cart!']
 */
export function productIdentityErrors(product: unknown): string[] {
  const record = (typeof product === 'object' && product !== null ? product : {}) as Record<string, unknown>;
  if (typeof record.sku !== 'string' || record.sku.trim() === '') return [productMessages.productWithoutSku];
  if (!isProductType(record.type_id)) return [productMessages.productWithoutType(record.sku)];
  return [];
}
