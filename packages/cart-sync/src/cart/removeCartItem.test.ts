import { describe, expect, it } from 'vitest';
import { line } from '../testing/lines';
import { emptyCartState } from './CartState';
import { removeCartItem } from './removeCartItem';

describe('removing a cart line (SPEC §4)', () => {
  it('drops the matching item and its children by parent sku', () => {
    const state = {
      ...emptyCartState(),
      items: [line('KIT', 1), line('KIT-VALVE', 1, { parentSku: 'KIT' }), line('OTHER', 1)],
    };
    expect(removeCartItem(state, line('KIT', 1).checksum).items.map((item) => item.sku)).toEqual(['OTHER']);
  });

  it('remembers removed lines the server cart holds, to delete them at the next sync', () => {
    const state = {
      ...emptyCartState(),
      serverToken: 'c1',
      items: [
        line('A', 1, { server_item_id: 5, server_cart_id: 'c1' }),
        line('B', 1),
        line('C', 1, { server_item_id: 9, server_cart_id: 'old' }),
      ],
    };
    let next = removeCartItem(state, line('A', 1).checksum);
    next = removeCartItem(next, line('B', 1).checksum);
    next = removeCartItem(next, line('C', 1).checksum);
    expect(next.items).toEqual([]);
    expect(next.removed).toEqual([{ cartId: 'c1', itemId: 5, sku: 'A' }]);
  });
});
