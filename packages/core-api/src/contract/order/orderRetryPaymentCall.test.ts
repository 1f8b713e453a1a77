import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderReorderCall, ReorderResultSchema } from './orderReorderCall';
import { orderRetryPaymentCall, RetryPaymentRequestSchema, RetryPaymentResultSchema } from './orderRetryPaymentCall';

describe('pay again', () => {
  it('names the payment method chosen this time, trimmed', () => {
    expect(v.parse(RetryPaymentRequestSchema, { payment_method_code: ' payplug ' })).toEqual({
      payment_method_code: 'payplug',
    });
    for (const body of [{}, { payment_method_code: '' }, { payment_method_code: 'x'.repeat(65) }]) {
      expect(v.safeParse(RetryPaymentRequestSchema, body).success).toBe(false);
    }
  });

  it('answers the provider page for a card, null for an offline method', () => {
    const card = v.parse(RetryPaymentResultSchema, {
      orderNumber: '000000012',
      status: 'pending_payment',
      paymentRedirectUrl: 'https://pay.example/session/2',
    });
    expect(card.paymentRedirectUrl).toBe('https://pay.example/session/2');
    const cash = v.parse(RetryPaymentResultSchema, { orderNumber: '1', status: 'pending', paymentRedirectUrl: null });
    expect(cash.paymentRedirectUrl).toBeNull();
    expect(v.safeParse(RetryPaymentResultSchema, { orderNumber: '1', status: 'pending' }).success).toBe(false);
  });

  it('is reached by order number, with the access key or the owner token', () => {
    expect(orderRetryPaymentCall).toMatchObject({
      method: 'POST',
      path: '/api/order/:orderNumber/payment',
      auth: 'optional',
    });
    expect(v.safeParse(orderRetryPaymentCall.params, { orderNumber: '../1' }).success).toBe(false);
    expect(v.parse(orderRetryPaymentCall.query, { key: ' k3y ' })).toEqual({ key: 'k3y' });
  });
});

describe('order again', () => {
  it('answers the cart holding the lines and the skus left out', () => {
    expect(v.parse(ReorderResultSchema, { cartId: 'a1b2c3' })).toEqual({ cartId: 'a1b2c3', skipped: [] });
    expect(v.parse(ReorderResultSchema, { cartId: 'a1b2c3', skipped: ['CIT-20M3'] }).skipped).toEqual(['CIT-20M3']);
    expect(v.safeParse(ReorderResultSchema, { cartId: '' }).success).toBe(false);
  });

  it('takes no body', () => {
    expect(orderReorderCall).toMatchObject({ method: 'POST', path: '/api/order/:orderNumber/reorder' });
    expect(orderReorderCall).not.toHaveProperty('body');
  });
});
