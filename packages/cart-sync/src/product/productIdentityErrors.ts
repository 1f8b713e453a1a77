import { type ProductType, ProductTypeSchema } from '@citerne/core-api/contract';
import { cartMessages } from '../notification/cartMessages';

/**
 * Whether a value is one of the product types of the catalogue (SPEC §3).
 * @example
 * isProductType('bundle'); // true
 */
export function isProductType(value: unknown): value is ProductType {
  return (ProductTypeSchema.options as readonly unknown[]).includes(value);
}

/**
 * What keeps a product from being a cart line at all: no sku, or no known `type_id`. Each message names the
 * missing field, so a malformed product is refused with a clear message instead of failing later.
 * @example
 * productIdentityErrors({ sku: 'X' }); // ['Product X has no type_id and cannot be added to the cart!']
 */
export function productIdentityErrors(product: unknown): string[] {
  const record = (typeof product === 'object' && product !== null ? product : {}) as Record<string, unknown>;
  if (typeof record.sku !== 'string' || record.sku.trim() === '') return [cartMessages.productWithoutSku];
  if (!isProductType(record.type_id)) return [cartMessages.productWithoutType(record.sku)];
  return [];
}
