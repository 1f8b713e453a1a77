import { ApiError, NetworkError } from '@citerne/core-api';
import { describe, expect, it } from 'vitest';
import { stockStatusOf } from './stockStatusOf';

const record = { product_id: 1, product_sku: 'A', qty: 0, is_in_stock: true, manage_stock: true };

describe('stock status from a check (SPEC §4)', () => {
  it.each(['ok', 'volatile', 'out_of_stock'] as const)('is the check’s status: %s', async (status) => {
    expect(await stockStatusOf(async () => ({ ...record, stock_status: status }))).toBe(status);
  });

  it('is volatile when the check gets no answer (offline, ENOTFOUND ignored)', async () => {
    const offline = new NetworkError('http://x', Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }));
    expect(await stockStatusOf(() => Promise.reject(offline))).toBe('volatile');
  });

  it('is out of stock for a product the stock does not know', async () => {
    expect(await stockStatusOf(() => Promise.reject(new ApiError({ status: 404, message: 'nope' })))).toBe(
      'out_of_stock',
    );
  });
});
