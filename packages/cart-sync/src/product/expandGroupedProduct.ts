import { associatedLinks, isProductType } from '@citerne/product';
import type { CartMessage } from '../notification/CartMessage';
import type { CartProduct } from './CartProduct';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const named = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A grouped product goes into the cart as its associated products (SPEC §5), each with its link's
 * quantity (default 1; links at 0 are skipped). A link may carry the loaded `product` (a loaded product
 * without `type_id` takes its link's `linked_product_type`); otherwise the line is made from the link's
 * sku and type (default simple). A grouped product without links is refused with "Product with type
 * grouped has no product_links set!", one with a link naming no product with "Product link not found"
 * (SPEC §8).
 * @example
 * expandGroupedProduct(kit); // { ok: true, products: [{ sku: 'VA-PVC-50', qty: 1, … }, { sku: 'RA-CAN-50', qty: 2, … }] }
 */
export function expandGroupedProduct(
  product: CartProduct,
): { ok: true; products: CartProduct[] } | { ok: false; message: CartMessage } {
  const links = associatedLinks(product);
  if (links.length === 0) return { ok: false, message: { code: 'groupedWithoutLinks' } };
  const products: CartProduct[] = [];
  for (const link of links) {
    const qty = link.qty ?? 1;
    if (qty <= 0) continue;
    const loaded = (link as { product?: unknown }).product;
    const linkType = isProductType(link.linked_product_type) ? link.linked_product_type : undefined;
    if (isRecord(loaded)) {
      // Missing fields come from the link; prepareCartItems refuses the product if still without sku or type.
      const sku = named(loaded.sku) ? loaded.sku : link.linked_product_sku;
      const type = isProductType(loaded.type_id) ? loaded.type_id : linkType;
      products.push({ ...(loaded as CartProduct), sku, ...(type ? { type_id: type } : {}), qty });
      continue;
    }
    if (!named(link.linked_product_sku)) return { ok: false, message: { code: 'productLinkNotFound' } };
    products.push({
      id: 0,
      sku: link.linked_product_sku,
      name: link.linked_product_sku,
      type_id: linkType ?? 'simple',
      qty,
    });
  }
  return { ok: true, products };
}
