import { describe, expect, it } from 'vitest';
import { stockNotice } from './stockNotice';

describe('stock status on add (SPEC §4, §8)', () => {
  it('an ok product is added silently', () => {
    expect(stockNotice('ok', { allowOutOfStockInCart: false })).toEqual({ add: true, notice: null });
  });

  it('a volatile product is added for pre-reservation with the unsafe-quantity warning', () => {
    expect(stockNotice('volatile', { allowOutOfStockInCart: false })).toEqual({
      add: true,
      notice: {
        type: 'warning',
        message: { code: 'volatileStock' },
      },
    });
  });

  it('the volatile warning is not raised when out-of-stock items are allowed in the cart', () => {
    expect(stockNotice('volatile', { allowOutOfStockInCart: true })).toEqual({ add: true, notice: null });
  });

  it('an out-of-stock product is not added and raises the out-of-stock notice', () => {
    expect(stockNotice('out_of_stock', { allowOutOfStockInCart: true })).toEqual({
      add: false,
      notice: { type: 'danger', message: { code: 'outOfStock' } },
    });
  });
});
