import type { ServerCartItem } from '@citerne/core-api/contract';
import { fromCents } from '@citerne/pricing';
import type { CartItemRow } from './priceCart';
import type { ResolvedLine } from './resolveLine';

/**
 * A cart line in the contract's `ServerCartItem` shape (answer of update and pull): the unit price
 * excl. tax in `price`, incl. tax in `price_incl_tax`. A line whose product can no longer be sold
 * carries the reason in `errors.product` and no price.
 * @example
 * toServerItem(item, resolved);
 */
export function toServerItem(item: CartItemRow, resolved: ResolvedLine | string): ServerCartItem {
  const common = {
    item_id: item.id,
    sku: item.sku,
    qty: item.qty,
    quote_id: item.cart_id,
    product_type: item.product_type,
    ...(item.parent_sku ? { parentSku: item.parent_sku } : {}),
    ...(item.product_option ? { product_option: item.product_option } : {}),
  };
  if (typeof resolved === 'string') return { ...common, errors: { product: resolved } };
  return {
    ...common,
    name: resolved.name,
    price: fromCents(resolved.unit.excl),
    price_incl_tax: fromCents(resolved.unit.incl),
    product_id: resolved.productId,
  };
}
