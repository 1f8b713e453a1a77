import { type ProductType, ProductTypeSchema } from '@citerne/core-api/contract';

/**
 * Whether a value is one of the product types of the catalogue (SPEC §3).
 * @example
 * isProductType('bundle'); // true
 */
export function isProductType(value: unknown): value is ProductType {
  return (ProductTypeSchema.options as readonly unknown[]).includes(value);
}
