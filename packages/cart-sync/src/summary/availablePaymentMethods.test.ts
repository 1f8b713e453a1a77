import { describe, expect, it } from 'vitest';
import { availablePaymentMethods, isVirtualCart } from './availablePaymentMethods';

const methods = [
  { code: 'cashondelivery', title: 'Paiement à la livraison' },
  { code: 'banktransfer', title: 'Virement bancaire' },
];

describe('cash on delivery (SPEC §4)', () => {
  it('is hidden when every item is virtual or downloadable', () => {
    const items = [{ type_id: 'virtual' }, { product_type: 'downloadable' }];
    expect(isVirtualCart(items)).toBe(true);
    expect(availablePaymentMethods(methods, items).map((method) => method.code)).toEqual(['banktransfer']);
  });

  it('is offered when one item is shipped', () => {
    const items = [{ type_id: 'virtual' }, { type_id: 'simple' }];
    expect(availablePaymentMethods(methods, items).map((method) => method.code)).toEqual([
      'cashondelivery',
      'banktransfer',
    ]);
  });

  it('is offered for an empty cart', () => {
    expect(isVirtualCart([])).toBe(false);
  });
});
