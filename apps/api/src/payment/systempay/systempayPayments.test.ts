import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceSettings } from '../../commerce/createCommerceSettings';
import { cartWith, orderBody } from '../../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../../commerce/testing/startCommerceTest';
import { testBackends } from '../../testing/testDatabases';

const key = 'TestKey-StandIn-0123456789abcdef';

interface Placed {
  orderNumber: string;
  accessKey: string;
  paymentRedirectUrl: string | null;
}

/** The documented signature, computed apart from the driver. */
function sign(fields: Record<string, string>, signingKey = key): string {
  const names = Object.keys(fields)
    .filter((name) => name.startsWith('vads_'))
    .sort();
  return createHmac('sha256', signingKey)
    .update(names.map((name) => `${fields[name]}+`).join('') + signingKey)
    .digest('base64');
}

const decodeEntities = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe.each(testBackends)('Systempay payments on %s', (backend) => {
  let shop: CommerceTestShop;
  const bodies: string[] = [];
  const stockOf = async (sku: string) =>
    (await shop.db.selectFrom('stock_items').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow()).qty;
  const orderStatus = async (orderNumber: string) =>
    (
      await shop.db
        .selectFrom('orders')
        .select('status')
        .where('increment_id', '=', orderNumber)
        .executeTakeFirstOrThrow()
    ).status;
  const place = async (lines: { sku: string; qty: number }[]) => {
    const cartId = await cartWith(shop, undefined, lines);
    const answer = await shop.call('POST', '/api/order', { body: orderBody(cartId, lines, { payment: 'systempay' }) });
    bodies.push(JSON.stringify(answer.body));
    return answer.body.result as Placed;
  };
  /** Opens the redirect page and reads the form the browser would post. */
  const formOf = async (placed: Placed) => {
    const page = await shop.call('GET', new URL(String(placed.paymentRedirectUrl)).pathname);
    const html = String(page.body.result);
    bodies.push(html);
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
        decodeEntities(String(match[1])),
        decodeEntities(String(match[2])),
      ]),
    );
    const action = decodeEntities(String(/<form id="payment-form" method="post" action="([^"]+)">/.exec(html)?.[1]));
    return { page, html, fields, action };
  };
  /** The IPN Systempay posts at the end of the payment: the form's fields, the outcome, signed. */
  const ipnFor = (form: Record<string, string>, overrides: Record<string, string> = {}) => {
    const { signature: _signature, ...sent } = form;
    const fields: Record<string, string> = {
      ...Object.fromEntries(Object.entries(sent).filter(([name]) => !name.startsWith('vads_url_'))),
      vads_trans_status: 'AUTHORISED',
      vads_trans_uuid: '3e1d7c2a9b8f4d6e8a7b6c5d4e3f2a1b',
      vads_url_check_src: 'PAY',
      vads_operation_type: 'DEBIT',
      vads_card_brand: 'CB',
      ...overrides,
    };
    return { ...fields, signature: sign(fields) };
  };
  const notify = async (fields: Record<string, string>) => {
    const answer = await shop.call('POST', '/api/payment/notify/systempay', {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    bodies.push(JSON.stringify(answer.body));
    return answer;
  };

  beforeAll(async () => {
    const [, payplug] = createCommerceSettings({ secret: 's'.repeat(40) }).cardProviders;
    shop = await startCommerceTest(backend, {
      cardProviders: [
        {
          driver: 'systempay',
          code: 'systempay',
          title: 'Carte bancaire (Systempay)',
          mode: 'TEST',
          siteId: '12345678',
          key,
          paymentUrl: 'https://paiement.systempay.fr/vads-payment/',
        },
        payplug ?? { driver: 'sandbox', code: 'payplug', title: 'Carte', secret: 's'.repeat(40) },
      ],
    });
  });
  afterAll(() => shop.close());

  it('the shopper’s browser posts the signed form to Systempay from an API page where only its own script runs', async () => {
    const placed = await place([{ sku: 'T-VALVE', qty: 1 }]);
    expect(placed.paymentRedirectUrl).toMatch(/^http:\/\/api\.test\/api\/payment\/redirect\/systempay\/[\w-]{32}$/);
    const { page, html, fields, action } = await formOf(placed);
    expect(page.status).toBe(200);
    expect(action).toBe('https://paiement.systempay.fr/vads-payment/');
    const csp = String(page.response.headers.get('content-security-policy'));
    const script = String(/<script>(.*)<\/script>/.exec(html)?.[1]);
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).toContain('form-action https://paiement.systempay.fr');
    expect(html).toContain('<noscript>');
    expect(html).toContain('<button type="submit">');
    expect(fields).toMatchObject({
      vads_site_id: '12345678',
      vads_ctx_mode: 'TEST',
      vads_order_id: placed.orderNumber,
      vads_amount: '5300',
      vads_currency: '978',
      vads_trans_date: '20250602100000',
      vads_url_success: `http://shop.test/checkout?order=${placed.orderNumber}&key=${placed.accessKey}`,
      vads_url_refused: `http://shop.test/payment-fail/${placed.orderNumber}?key=${placed.accessKey}`,
      vads_url_check: 'http://api.test/api/payment/notify/systempay',
    });
    expect(fields.vads_trans_id).toMatch(/^\d{6}$/);
    expect(fields.signature).toBe(sign(fields));
  });

  it('a signed AUTHORISED notification pays the order, answered in plain text; a replay changes nothing', async () => {
    const placed = await place([{ sku: 'T-PIPE', qty: 1 }]);
    const { fields } = await formOf(placed);
    const ipn = ipnFor(fields);
    const paid = await notify(ipn);
    expect(paid.status).toBe(200);
    expect(paid.response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(paid.body.result).toBe('paid');
    expect(await orderStatus(placed.orderNumber)).toBe('processing');
    const replay = await notify(ipn);
    expect([replay.status, replay.body.result]).toEqual([200, 'unchanged']);
    const lateRefusal = await notify(ipnFor(fields, { vads_trans_status: 'REFUSED' }));
    expect(lateRefusal.body.result).toBe('unchanged');
    expect(await orderStatus(placed.orderNumber)).toBe('processing');
    const back = await shop.call('GET', new URL(String(placed.paymentRedirectUrl)).pathname);
    expect(back.response.headers.get('location')).toBe(
      `http://shop.test/checkout?order=${placed.orderNumber}&key=${placed.accessKey}`,
    );
  });

  it('a tampered field or a wrong signature is refused (401) and changes nothing', async () => {
    const placed = await place([{ sku: 'T-PIPE', qty: 1 }]);
    const { fields } = await formOf(placed);
    const refused = ipnFor(fields, { vads_trans_status: 'REFUSED' });
    const tampered = await notify({ ...refused, vads_trans_status: 'AUTHORISED' });
    expect(tampered.status).toBe(401);
    expect(tampered.body.result).toBe('The notification could not be verified.');
    const { signature: _signature, ...unsigned } = ipnFor(fields);
    expect((await notify({ ...unsigned, signature: sign(unsigned, 'AnotherKey-0123456789abcdef') })).status).toBe(401);
    expect((await notify({ ...unsigned, signature: 'bm90IGEgc2lnbmF0dXJl' })).status).toBe(401);
    expect(await orderStatus(placed.orderNumber)).toBe('pending_payment');
  });

  it('a signed notification for another amount is refused (409) and the order stays unpaid', async () => {
    const placed = await place([{ sku: 'T-PIPE', qty: 2 }]);
    const { fields } = await formOf(placed);
    const answer = await notify(ipnFor(fields, { vads_amount: '100' }));
    expect(answer.status).toBe(409);
    expect(await orderStatus(placed.orderNumber)).toBe('pending_payment');
    expect((await notify(ipnFor(fields, { vads_order_id: '999999999' }))).status).toBe(404);
  });

  it('a late AUTHORISED notification cannot mark an order cancelled meanwhile paid (issue 19)', async () => {
    const placed = await place([{ sku: 'T-PIPE', qty: 1 }]);
    const { fields } = await formOf(placed);
    // Cancelled by the merchant while the shopper was still on the payment page.
    await shop.db
      .updateTable('orders')
      .set({ status: 'canceled', state: 'canceled' })
      .where('increment_id', '=', placed.orderNumber)
      .execute();
    const late = await notify(ipnFor(fields));
    expect([late.status, late.body.result]).toEqual([200, 'unchanged']);
    expect(await orderStatus(placed.orderNumber)).toBe('canceled');
  });

  it('a REFUSED notification cancels the order and gives its stock back; the page then sends the shopper to /payment-fail', async () => {
    const before = await stockOf('T-VALVE');
    const placed = await place([{ sku: 'T-VALVE', qty: 4 }]);
    const { fields } = await formOf(placed);
    expect(await stockOf('T-VALVE')).toBe(before - 4);
    const waiting = await notify(ipnFor(fields, { vads_trans_status: 'WAITING_AUTHORISATION' }));
    expect(waiting.body.result).toBe('unchanged');
    expect((await notify(ipnFor(fields, { vads_trans_status: 'REFUSED' }))).body.result).toBe('failed');
    expect(await orderStatus(placed.orderNumber)).toBe('canceled');
    expect(await stockOf('T-VALVE')).toBe(before);
    const back = await shop.call('GET', new URL(String(placed.paymentRedirectUrl)).pathname);
    expect(back.response.headers.get('location')).toBe(
      `http://shop.test/payment-fail/${placed.orderNumber}?key=${placed.accessKey}`,
    );
  });

  it('paid again with Systempay, the order gets a new transaction id and is paid by its own notification', async () => {
    const placed = await place([{ sku: 'T-PIPE', qty: 1 }]);
    const first = await formOf(placed);
    await notify(ipnFor(first.fields, { vads_trans_status: 'ABANDONED' }));
    const retried = await shop.call('POST', `/api/order/${placed.orderNumber}/payment`, {
      query: { key: placed.accessKey },
      body: { payment_method_code: 'systempay' },
    });
    const again = await formOf({ ...placed, ...(retried.body.result as { paymentRedirectUrl: string }) });
    expect(again.fields.vads_trans_id).not.toBe(first.fields.vads_trans_id);
    expect((await notify(ipnFor(first.fields))).body.result).toBe('unchanged');
    expect(await orderStatus(placed.orderNumber)).toBe('pending_payment');
    expect((await notify(ipnFor(again.fields))).body.result).toBe('paid');
    expect(await orderStatus(placed.orderNumber)).toBe('processing');
  });

  it('no answer of the API ever holds the Systempay key', () => {
    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) expect(body).not.toContain(key);
  });
});
