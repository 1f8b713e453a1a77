import { describe, expect, it } from 'vitest';
import { isPaidOrder, loyaltyPoints } from './loyaltyPoints';

describe('loyalty points', () => {
  it('1 point per whole euro of each paid order, tax included, cents dropped per order', () => {
    expect(
      loyaltyPoints([
        { grandTotal: 118_899, state: 'processing', cardPaid: true },
        { grandTotal: 4_250, state: 'complete', cardPaid: false },
      ]),
    ).toEqual({ points: 1188 + 42, paidOrders: 2 });
  });

  it('an unpaid order earns nothing until it is paid: cash on delivery, pending card payment', () => {
    const cashOnDelivery = { grandTotal: 50_000, state: 'new', cardPaid: false };
    expect(isPaidOrder(cashOnDelivery)).toBe(false);
    expect(isPaidOrder({ grandTotal: 50_000, state: 'pending_payment', cardPaid: false })).toBe(false);
    expect(loyaltyPoints([cashOnDelivery])).toEqual({ points: 0, paidOrders: 0 });
    expect(loyaltyPoints([{ ...cashOnDelivery, state: 'processing' }])).toEqual({ points: 500, paidOrders: 1 });
  });

  it('a cancelled or refunded order earns nothing, even after a card payment', () => {
    expect(isPaidOrder({ grandTotal: 50_000, state: 'canceled', cardPaid: true })).toBe(false);
    expect(isPaidOrder({ grandTotal: 50_000, state: 'closed', cardPaid: true })).toBe(false);
    expect(isPaidOrder({ grandTotal: 50_000, state: 'new', cardPaid: true })).toBe(true);
    expect(loyaltyPoints([])).toEqual({ points: 0, paidOrders: 0 });
  });
});
