import { describe, expect, it } from 'vitest';
import { orderStatusTone } from './orderStatusTone';

describe('orderStatusTone', () => {
  it('colours an order by where it stands: waiting, under way, done, canceled', () => {
    expect(orderStatusTone('pending')).toBe('warning');
    expect(orderStatusTone('pending_payment')).toBe('warning');
    expect(orderStatusTone('processing')).toBe('brand');
    expect(orderStatusTone('complete')).toBe('success');
    expect(orderStatusTone('canceled')).toBe('danger');
  });

  it('keeps an unknown status neutral', () => {
    expect(orderStatusTone('fraud')).toBe('neutral');
  });
});
