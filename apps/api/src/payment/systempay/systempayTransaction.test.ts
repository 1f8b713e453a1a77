import { describe, expect, it } from 'vitest';
import { systempayTransactionDate, systempayTransactionId } from './systempayTransaction';

describe('Systempay transaction fields', () => {
  it('the transaction date is the UTC time as yyyyMMddHHmmss', () => {
    expect(systempayTransactionDate(new Date('2025-06-02T08:04:05.678+02:00'))).toBe('20250602060405');
  });

  it('the transaction id is 6 digits in 000000–899999, distinct for 900 000 sessions in a row', () => {
    expect(systempayTransactionId(1)).toBe('000001');
    expect(systempayTransactionId(899_999)).toBe('899999');
    expect(systempayTransactionId(900_000)).toBe('000000');
    const ids = new Set<string>();
    for (let n = 123_456; n < 123_456 + 900_000; n += 1) ids.add(systempayTransactionId(n));
    expect(ids.size).toBe(900_000);
    expect([...ids].every((id) => /^[0-8]\d{5}$/.test(id))).toBe(true);
  });
});
