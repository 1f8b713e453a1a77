import { describe, expect, it } from 'vitest';
import { line } from '../testing/lines';
import { emptyCartState } from './CartState';
import { removeCartProduct } from './removeCartProduct';

const green = line('CS-EP-1-VERT', 1, { parentSku: 'CS-EP-1', server_item_id: 5, server_cart_id: 'c1' });
const black = line('CS-EP-1-NOIR', 2, { parentSku: 'CS-EP-1' });
const valve = line('VA-PVC-40', 1, { server_item_id: 6, server_cart_id: 'c1' });

describe('removing a product from the cart (SPEC §4 "Cart")', () => {
  it('removing a configurable product drops every variant line by parent sku', () => {
    const state = { ...emptyCartState(), serverToken: 'c1', items: [green, valve, black] };
    const next = removeCartProduct(state, 'CS-EP-1');
    expect(next.items.map((item) => item.sku)).toEqual(['VA-PVC-40']);
    expect(next.removed).toEqual([{ cartId: 'c1', itemId: 5, sku: 'CS-EP-1-VERT' }]);
  });

  it('removing a simple product drops its lines (every option set) and nothing else', () => {
    const engraved = line('VA-PVC-40', 1, {
      product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'x' }] } },
    });
    const state = { ...emptyCartState(), serverToken: 'c1', items: [valve, engraved, green] };
    const next = removeCartProduct(state, 'VA-PVC-40');
    expect(next.items).toEqual([green]);
    expect(next.removed).toEqual([{ cartId: 'c1', itemId: 6, sku: 'VA-PVC-40' }]);
  });

  it('a sku the cart does not hold changes nothing', () => {
    const state = { ...emptyCartState(), items: [valve] };
    expect(removeCartProduct(state, 'OTHER')).toBe(state);
  });
});
