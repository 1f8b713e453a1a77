import { describe, expect, it } from 'vitest';
import { emptyCartState } from '../cart/CartState';
import { line } from '../testing/lines';
import { applyLineStock } from './applyLineStock';

const state = { ...emptyCartState(), items: [line('A', 1, { errors: { stock: 'outOfTheStock' } })] };
const checksum = line('A', 1).checksum;
const inStock = { is_in_stock: true, stock_status: 'ok' as const };
const outOfStock = { is_in_stock: false, stock_status: 'out_of_stock' as const };

describe('stock sync of a cart line (SPEC §4)', () => {
  it('in stock sets the info "In stock!" and clears the stock error', () => {
    const next = applyLineStock(state, checksum, inStock, { allowOutOfStockInCart: false, syncEnabled: false });
    expect(next.items[0]).toMatchObject({ is_in_stock: true, info: { stock: 'inStock' }, errors: {} });
  });

  it('out of stock sets the error "Out of the stock!" when out-of-stock items are allowed', () => {
    const next = applyLineStock(state, checksum, outOfStock, { allowOutOfStockInCart: true, syncEnabled: false });
    expect(next.items[0]).toMatchObject({ is_in_stock: false, errors: { stock: 'outOfTheStock' } });
  });

  it('out of stock sets the error when cart sync is on', () => {
    const next = applyLineStock(state, checksum, outOfStock, { allowOutOfStockInCart: false, syncEnabled: true });
    expect(next.items).toHaveLength(1);
  });

  it('out of stock removes the line otherwise', () => {
    const next = applyLineStock(state, checksum, outOfStock, { allowOutOfStockInCart: false, syncEnabled: false });
    expect(next.items).toEqual([]);
  });
});
