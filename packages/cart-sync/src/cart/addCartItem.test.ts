import { describe, expect, it } from 'vitest';
import { line } from '../testing/lines';
import { addCartItem } from './addCartItem';
import { emptyCartState } from './CartState';

describe('adding to the cart (SPEC §4)', () => {
  it('a new item is appended', () => {
    const state = addCartItem(addCartItem(emptyCartState(), line('A', 1)), line('B', 2));
    expect(state.items.map((item) => [item.sku, item.qty])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
  });

  it('adding an existing item raises its quantity and keeps its server link', () => {
    const linked = line('A', 1, { server_item_id: 7, server_cart_id: 'c1' });
    const state = addCartItem({ ...emptyCartState(), items: [linked] }, line('A', 2));
    expect(state.items).toEqual([{ ...linked, qty: 3 }]);
  });

  it('the same sku with other options is another line', () => {
    const options = { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'x' }] } };
    const state = addCartItem(addCartItem(emptyCartState(), line('A', 1)), line('A', 1, { product_option: options }));
    expect(state.items).toHaveLength(2);
  });
});
