import type { ServerCartItem } from '@citerne/core-api/contract';
import type { CartLine } from '../item/CartLineSchema';
import { cartLineChecksum } from '../item/cartLineChecksum';

/**
 * A browser line made from a server line the browser lacked (SPEC §4 "Cart": added to the client
 * silently), linked to it: server item id, cart id and last confirmed quantity.
 * @example
 * const line = lineFromServerItem(serverItem, cartId);
 */
export function lineFromServerItem(item: ServerCartItem, cartId: string): CartLine {
  const record = item as ServerCartItem & { parentSku?: unknown; price_incl_tax?: unknown; product_id?: unknown };
  const line: CartLine = {
    sku: item.sku,
    qty: item.qty,
    checksum: '',
    server_item_id: item.item_id,
    server_cart_id: cartId,
    prev_qty: item.qty,
    ...(typeof record.parentSku === 'string' ? { parentSku: record.parentSku } : {}),
    ...(item.name ? { name: item.name } : {}),
    ...(typeof item.price === 'number' ? { price: item.price } : {}),
    ...(typeof record.price_incl_tax === 'number' ? { price_incl_tax: record.price_incl_tax } : {}),
    ...(typeof record.product_id === 'number' ? { product_id: record.product_id } : {}),
    ...(item.product_type ? { product_type: item.product_type, type_id: item.product_type } : {}),
    ...(item.product_option ? { product_option: item.product_option } : {}),
  };
  return { ...line, checksum: cartLineChecksum(line) };
}
