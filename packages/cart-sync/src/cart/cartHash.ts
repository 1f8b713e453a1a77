import { cartItemChecksum } from '../item/cartItemChecksum';
import type { CartState } from './CartState';

/**
 * A hash of what the server totals depend on: the server cart and each line's identity and quantity
 * (the same 64-bit FNV-1a as line checksums). Stored as `current-cart-hash` at each totals sync.
 * @example
 * cartHash(state) === state.hash; // the totals are current
 */
export function cartHash(state: Pick<CartState, 'items' | 'serverToken' | 'coupon'>): string {
  return cartItemChecksum({
    sku: `cart:${state.serverToken ?? ''}:${state.coupon?.code ?? ''}`,
    product_option: state.items.map((item) => [item.checksum, item.qty]),
  });
}
