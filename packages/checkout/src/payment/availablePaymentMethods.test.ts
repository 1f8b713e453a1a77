import { describe, expect, it } from 'vitest';
import { bankTransfer, card, cashOnDelivery } from '../testing/fixtures';
import { availablePaymentMethods } from './availablePaymentMethods';
import { defaultPaymentMethod } from './defaultPaymentMethod';
import { isRedirectPayment } from './isRedirectPayment';

const methods = [cashOnDelivery, bankTransfer, card];
const codes = (list: readonly { code: string }[]) => list.map((method) => method.code);

describe('cash on delivery (SPEC §4 "Cart")', () => {
  it('is hidden when every item is virtual or downloadable', () => {
    const items = [{ type_id: 'virtual' }, { product_type: 'downloadable' }];
    expect(codes(availablePaymentMethods(methods, items))).toEqual(['banktransfer', 'systempay']);
  });

  it('is offered when one item is shipped', () => {
    const items = [{ type_id: 'virtual' }, { type_id: 'simple' }];
    expect(codes(availablePaymentMethods(methods, items))).toEqual(['cashondelivery', 'banktransfer', 'systempay']);
  });

  it('is offered for an empty cart', () => {
    expect(codes(availablePaymentMethods(methods, []))).toContain('cashondelivery');
  });
});

describe('the preselected payment method', () => {
  it('is the one the server flags default (SPEC §9: cash on delivery), else the first, else none', () => {
    expect(defaultPaymentMethod(methods)?.code).toBe('cashondelivery');
    expect(defaultPaymentMethod([bankTransfer, card])?.code).toBe('banktransfer');
    expect(defaultPaymentMethod([])).toBeNull();
  });
});

describe('redirect payments (SPEC §7 "Payment redirects")', () => {
  it('are the methods the server marks redirect: the card providers', () => {
    expect(isRedirectPayment(card)).toBe(true);
    expect(isRedirectPayment(cashOnDelivery)).toBe(false);
    expect(isRedirectPayment({ ...bankTransfer, redirect: 'yes' })).toBe(false);
  });
});
