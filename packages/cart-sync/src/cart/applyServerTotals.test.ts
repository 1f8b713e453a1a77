import { describe, expect, it } from 'vitest';
import { line } from '../testing/lines';
import { applyServerTotals } from './applyServerTotals';
import { emptyCartState } from './CartState';

const methods = [
  { code: 'cashondelivery', title: 'Paiement à la livraison' },
  { code: 'banktransfer', title: 'Virement bancaire' },
];

describe('server totals (SPEC §4)', () => {
  const state = {
    ...emptyCartState(),
    serverToken: 'c1',
    items: [line('A', 2, { server_item_id: 5, server_cart_id: 'c1', price_incl_tax: 1 }), line('B', 1)],
  };
  const totals = {
    items: [
      {
        item_id: 5,
        qty: 2,
        name: 'Vanne',
        price: 20,
        price_incl_tax: 24,
        row_total_incl_tax: 48,
        discount_amount: 4.8,
      },
    ],
    total_segments: [{ code: 'grand_total', title: 'Total TTC', value: 48.2 }],
    coupon_code: 'BIENVENUE10',
    payment_methods: methods,
  };

  it('overwrite the data of the items they name', () => {
    const next = applyServerTotals(state, totals);
    expect(next.items[0]).toMatchObject({
      name: 'Vanne',
      price_incl_tax: 24,
      totals: { row_total_incl_tax: 48, discount_amount: 4.8 },
    });
    expect(next.items[1]).toBe(state.items[1]);
  });

  it('overwrite the payment methods, segments and coupon', () => {
    const next = applyServerTotals(state, totals);
    expect(next.paymentMethods.map((method) => method.code)).toEqual(['cashondelivery', 'banktransfer']);
    expect(next.platformTotalSegments).toEqual(totals.total_segments);
    expect(next.coupon).toEqual({ code: 'BIENVENUE10' });
  });

  it('keep the payment methods as the server gives them, also for a virtual cart', () => {
    const virtual = {
      ...state,
      items: [line('SV', 1, { type_id: 'virtual' }), line('DOC', 1, { product_type: 'downloadable' })],
    };
    expect(applyServerTotals(virtual, totals).paymentMethods).toEqual(methods);
  });
});
