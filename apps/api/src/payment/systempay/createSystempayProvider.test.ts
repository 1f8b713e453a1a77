import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SystempaySettings } from '../../commerce/CommerceSettings';
import type { PaymentSessionRequest } from '../CardPaymentProvider';
import { createSystempayProvider } from './createSystempayProvider';

const key = 'TestKey-0123456789abcdef';
const settings: SystempaySettings = {
  driver: 'systempay',
  code: 'systempay',
  title: 'Carte bancaire (Systempay)',
  mode: 'TEST',
  siteId: '12345678',
  key,
  paymentUrl: 'https://paiement.systempay.fr/vads-payment/',
};
const provider = createSystempayProvider(settings, 'https://shop.example');
const address = {
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['12 rue des Lilas', ''],
  city: 'Lyon',
  postcode: '69001',
  country_id: 'FR',
};
const request: PaymentSessionRequest = {
  sessionId: 'abcdefghijklmnopqrstuvwxyz012345',
  sessionNumber: 1_000_042,
  orderNumber: '000000012',
  amount: 118_800,
  currency: 'EUR',
  email: 'lea@example.fr',
  billingAddress: address,
  shippingAddress: address,
  returnUrls: {
    success: 'https://shop.example/checkout?order=000000012&key=k3y',
    failure: 'https://shop.example/payment-fail/000000012?key=k3y',
  },
  now: new Date('2025-06-02T10:00:05Z'),
};

/** The documented algorithm, written again here apart from the driver: vads_ values by name, "+", key; HMAC-SHA-256, Base64. */
function sign(fields: Record<string, string>, signingKey = key): string {
  const names = Object.keys(fields)
    .filter((name) => name.startsWith('vads_'))
    .sort();
  const text = names.map((name) => `${fields[name]}+`).join('') + signingKey;
  return createHmac('sha256', signingKey).update(text).digest('base64');
}

/** An IPN as Systempay posts it: the form's fields plus the outcome, signed. */
function ipn(overrides: Record<string, string> = {}, signingKey = key) {
  const fields: Record<string, string> = {
    vads_site_id: '12345678',
    vads_ctx_mode: 'TEST',
    vads_trans_id: '100042',
    vads_trans_date: '20250602100005',
    vads_trans_uuid: '3e1d7c2a9b8f4d6e8a7b6c5d4e3f2a1b',
    vads_order_id: '000000012',
    vads_amount: '118800',
    vads_currency: '978',
    vads_trans_status: 'AUTHORISED',
    vads_url_check_src: 'PAY',
    vads_cust_first_name: 'Léa',
    ...overrides,
  };
  return { ...fields, signature: sign(fields, signingKey) };
}
const check = (fields: Record<string, string>) =>
  provider.checkNotification({ rawBody: new URLSearchParams(fields).toString(), header: () => undefined }, request.now);

describe('Systempay sessions', () => {
  it('are a signed form of the documented fields, posted from an API page', async () => {
    const session = await provider.createSession(request);
    expect(session.redirectUrl).toBe(
      'https://shop.example/api/payment/redirect/systempay/abcdefghijklmnopqrstuvwxyz012345',
    );
    expect(session.reference).toBe('100042');
    expect(session.form?.action).toBe('https://paiement.systempay.fr/vads-payment/');
    const fields = session.form?.fields ?? {};
    expect(fields).toMatchObject({
      vads_site_id: '12345678',
      vads_ctx_mode: 'TEST',
      vads_trans_id: '100042',
      vads_trans_date: '20250602100005',
      vads_amount: '118800',
      vads_currency: '978',
      vads_action_mode: 'INTERACTIVE',
      vads_page_action: 'PAYMENT',
      vads_payment_config: 'SINGLE',
      vads_version: 'V2',
      vads_order_id: '000000012',
      vads_cust_email: 'lea@example.fr',
      vads_cust_address: '12 rue des Lilas',
      vads_ship_to_street: '12 rue des Lilas',
      vads_url_success: request.returnUrls.success,
      vads_url_refused: request.returnUrls.failure,
      vads_url_cancel: request.returnUrls.failure,
      vads_url_check: 'https://shop.example/api/payment/notify/systempay',
    });
    expect(fields.signature).toBe(sign(fields));
    expect(JSON.stringify(session)).not.toContain(key);
  });
});

describe('Systempay notifications', () => {
  it('a correctly signed AUTHORISED notification settles the session as paid, amount in cents', async () => {
    expect(await check(ipn())).toEqual({
      verdict: 'settle',
      notification: { reference: '100042', orderNumber: '000000012', status: 'paid', amount: 118_800, currency: 'EUR' },
    });
  });

  it('refused, cancelled, abandoned and expired are failures; waiting states settle nothing', async () => {
    for (const status of ['REFUSED', 'CANCELLED', 'ABANDONED', 'EXPIRED']) {
      expect(await check(ipn({ vads_trans_status: status }))).toMatchObject({ notification: { status: 'failed' } });
    }
    for (const status of ['CAPTURED', 'ACCEPTED']) {
      expect(await check(ipn({ vads_trans_status: status }))).toMatchObject({ notification: { status: 'paid' } });
    }
    for (const status of ['WAITING_AUTHORISATION', 'UNDER_VERIFICATION', 'AUTHORISED_TO_VALIDATE']) {
      expect(await check(ipn({ vads_trans_status: status }))).toMatchObject({ verdict: 'ignored' });
    }
  });

  it('a field changed after signing, a wrong signature or another key is refused', async () => {
    const invalid = { verdict: 'invalid' };
    expect(await check({ ...ipn(), vads_amount: '100' })).toEqual(invalid);
    expect(await check({ ...ipn({ vads_trans_status: 'REFUSED' }), vads_trans_status: 'AUTHORISED' })).toEqual(invalid);
    expect(await check({ ...ipn(), signature: sign({ vads_amount: '118800' }) })).toEqual(invalid);
    expect(await check({ ...ipn(), signature: '' })).toEqual(invalid);
    expect(await check(ipn({}, 'AnotherKey-0123456789abcdef'))).toEqual(invalid);
    const { signature: _signature, ...unsigned } = ipn();
    expect(await check(unsigned)).toEqual(invalid);
  });

  it('a notification for another shop or mode is refused even when signed', async () => {
    expect(await check(ipn({ vads_site_id: '87654321' }))).toEqual({ verdict: 'invalid' });
    expect(await check(ipn({ vads_ctx_mode: 'PRODUCTION' }))).toEqual({ verdict: 'invalid' });
  });

  it('a field sent twice is refused: it could be read one way and signed another', async () => {
    const body = `${new URLSearchParams(ipn()).toString()}&vads_amount=1`;
    expect(await provider.checkNotification({ rawBody: body, header: () => undefined }, request.now)).toEqual({
      verdict: 'invalid',
    });
  });
});
