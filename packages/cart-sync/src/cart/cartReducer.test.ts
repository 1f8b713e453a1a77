import { describe, expect, it } from 'vitest';
import { line } from '../testing/lines';
import { emptyCartState } from './CartState';
import { cartReducer } from './cartReducer';

describe('the cart reducer', () => {
  it('applies the cart actions in order', () => {
    let state = emptyCartState();
    state = cartReducer(state, { type: 'add', line: line('A', 1) });
    state = cartReducer(state, { type: 'add', line: line('A', 2) });
    state = cartReducer(state, { type: 'add', line: line('B', 1) });
    state = cartReducer(state, { type: 'updateQty', checksum: line('B', 1).checksum, qty: 4 });
    state = cartReducer(state, { type: 'remove', checksum: line('A', 1).checksum });
    expect(state.items.map((item) => [item.sku, item.qty])).toEqual([['B', 4]]);
  });

  it('removing a product drops its lines and, by parent sku, its children', () => {
    const variant = line('CS-EP-1-VERT', 1, { parentSku: 'CS-EP-1' });
    const state = cartReducer(
      { ...emptyCartState(), items: [variant, line('B', 1)] },
      { type: 'removeProduct', sku: 'CS-EP-1' },
    );
    expect(state.items.map((item) => item.sku)).toEqual(['B']);
  });

  it('patching a line with server data keeps its identity', () => {
    const state = cartReducer(
      { ...emptyCartState(), items: [line('A', 1)] },
      {
        type: 'patchLine',
        checksum: line('A', 1).checksum,
        patch: { server_item_id: 3, prev_qty: 1, checksum: 'other' },
      },
    );
    expect(state.items[0]).toMatchObject({ server_item_id: 3, prev_qty: 1, checksum: line('A', 1).checksum });
  });

  it('a new server cart token forgets the removals meant for the old one', () => {
    const state = cartReducer(
      { ...emptyCartState(), serverToken: 'c1', removed: [{ cartId: 'c1', itemId: 1, sku: 'A' }] },
      { type: 'setToken', token: 'c2' },
    );
    expect(state.removed).toEqual([]);
  });

  it('counts bypass attempts', () => {
    let state = cartReducer(emptyCartState(), { type: 'bypass' });
    state = cartReducer(state, { type: 'bypass' });
    expect(state.bypassCount).toBe(2);
    const disabled = cartReducer(state, { type: 'disableSync' });
    expect(disabled.syncEnabled).toBe(false);
    expect(cartReducer(disabled, { type: 'newSession' })).toMatchObject({ bypassCount: 0, syncEnabled: true });
  });

  describe('stock sync of a line (SPEC §4 "Stock sync")', () => {
    const state = { ...emptyCartState(), items: [line('A', 1)] };
    const outOfStock = { is_in_stock: false, stock_status: 'out_of_stock' as const };
    const stock = (allowOutOfStockInCart: boolean, synchronize: boolean) =>
      cartReducer(state, {
        type: 'stock',
        checksum: line('A', 1).checksum,
        record: outOfStock,
        allowOutOfStockInCart,
        synchronize,
      });

    it('out of stock removes the line when out-of-stock items are not allowed and cart sync is switched off in the configuration', () => {
      expect(stock(false, false).items).toEqual([]);
    });

    it('out of stock sets "Out of the stock!" when cart sync is on, or out-of-stock items are allowed', () => {
      expect(stock(false, true).items[0]?.errors).toEqual({ stock: 'outOfTheStock' });
      expect(stock(true, false).items[0]?.errors).toEqual({ stock: 'outOfTheStock' });
    });
  });
});
