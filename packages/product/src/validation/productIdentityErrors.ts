import { isProductType } from './isProductType';
import type { ProductMessage } from './ProductMessage';

/**
 * What keeps a product from being a cart line at all: no sku, or no known `type_id`. Each message names the
 * missing field (its code and values), so a malformed product is refused with a clear message instead of failing later.
 * @example
 * productIdentityErrors({ sku: 'X' }); // [{ code: 'productWithoutType', params: { sku: 'X' } }]
 */
export function productIdentityErrors(product: unknown): ProductMessage[] {
  const record = (typeof product === 'object' && product !== null ? product : {}) as Record<string, unknown>;
  if (typeof record.sku !== 'string' || record.sku.trim() === '') return [{ code: 'productWithoutSku' }];
  if (!isProductType(record.type_id)) return [{ code: 'productWithoutType', params: { sku: record.sku } }];
  return [];
}
