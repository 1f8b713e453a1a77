import type { ProductType } from '@citerne/core-api/contract';
import { cartMessages } from '../notification/cartMessages';
import type { CartProduct } from './CartProduct';

const PRODUCT_TYPES: readonly string[] = ['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable'];

function isProduct(value: unknown): value is CartProduct {
  const record = value as Partial<CartProduct> | null;
  return typeof record?.sku === 'string' && typeof record.type_id === 'string';
}

/**
 * A grouped product goes into the cart as its associated products (SPEC §5), each with its link's
 * quantity (default 1; links at 0 are skipped). A link may carry the loaded `product`; otherwise the
 * line is made from the link's sku and type. A grouped product without links is refused with
 * "Product with type grouped has no product_links set!".
 * @example
 * expandGroupedProduct(kit); // { ok: true, products: [{ sku: 'VA-PVC-50', qty: 1, … }, { sku: 'RA-CAN-50', qty: 2, … }] }
 */
export function expandGroupedProduct(
  product: CartProduct,
): { ok: true; products: CartProduct[] } | { ok: false; message: string } {
  const links = (product.product_links ?? []).filter((link) => link.link_type === 'associated');
  if (links.length === 0) return { ok: false, message: cartMessages.groupedWithoutLinks };
  const products: CartProduct[] = [];
  for (const link of links) {
    const qty = link.qty ?? 1;
    if (qty <= 0) continue;
    const loaded = (link as { product?: unknown }).product;
    if (isProduct(loaded)) {
      products.push({ ...loaded, qty });
      continue;
    }
    const type = PRODUCT_TYPES.includes(link.linked_product_type ?? '') ? link.linked_product_type : 'simple';
    products.push({
      id: 0,
      sku: link.linked_product_sku,
      name: link.linked_product_sku,
      type_id: type as ProductType,
      qty,
    });
  }
  return { ok: true, products };
}
