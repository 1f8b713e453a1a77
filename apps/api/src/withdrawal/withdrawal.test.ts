import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, orderBody, registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { withdrawalLinkToken } from './withdrawalLinkToken';

interface Placed {
  orderId: number;
  orderNumber: string;
}

interface Order {
  orderNumber: string;
  email: string;
  period: { startsOn: string; basis: string; lastDay: string; endsAt: string; extended: boolean; open: boolean };
  lines: { itemId: number; sku: string; qtyOrdered: number; qtyWithdrawable: number; refusal: string | null }[];
}

const madeToMeasureTarp = {
  sku: 'BA-SUR-MESURE',
  qty: 1,
  product_option: {
    extension_attributes: {
      custom_options: [
        { option_id: '11', option_value: '300' },
        { option_id: '12', option_value: '200' },
        { option_id: '13', option_value: '15' },
        { option_id: '14', option_value: '17' },
      ],
    },
  },
};

describe('the online withdrawal function (art. L221-18 ff.)', () => {
  let shop: CommerceTestShop;
  beforeAll(async () => {
    shop = await startCommerceTest('pglite');
  });
  afterAll(() => shop.close());

  const place = async (lines: { sku: string; qty: number; product_option?: unknown }[], token?: string) => {
    const cartId = await cartWith(shop, token, lines);
    const pulled = (await shop.call('GET', '/api/cart/pull', { query: { cartId }, token })).body.result as {
      sku: string;
      qty: number;
    }[];
    const answer = await shop.call('POST', '/api/order', {
      body: orderBody(
        cartId,
        pulled.map((line) => ({ sku: line.sku, qty: line.qty })),
      ),
      ...(token ? { token } : {}),
    });
    if (answer.status !== 200) throw new Error(`order failed: ${JSON.stringify(answer.body)}`);
    return answer.body.result as Placed;
  };
  const lookup = (body: unknown, request: { token?: string; ip?: string } = {}) =>
    shop.call('POST', '/api/ext/withdrawal/lookup', { body, ...request });
  const submit = (body: unknown, request: { token?: string; ip?: string } = {}) =>
    shop.call('POST', '/api/ext/withdrawal', { body, ...request });

  it('a guest sees the lines, the period from the order date, and the made-to-measure line refused', async () => {
    const placed = await place([{ sku: 'T-VALVE', qty: 2 }, madeToMeasureTarp]);
    const answer = await lookup({ orderNumber: placed.orderNumber, orderEmail: 'LEA@example.fr' });
    expect(answer.status).toBe(200);
    const order = answer.body.result as Order;
    // Ordered on Monday 2 June 2025 (the test clock); no delivery date known: 14 days from the order date.
    expect(order.period).toEqual({
      startsOn: '2025-06-02',
      basis: 'order',
      lastDay: '2025-06-16',
      endsAt: '2025-06-16T22:00:00.000Z',
      extended: false,
      open: true,
    });
    expect(order.lines.map(({ sku, qtyWithdrawable, refusal }) => ({ sku, qtyWithdrawable, refusal }))).toEqual([
      { sku: 'T-VALVE', qtyWithdrawable: 2, refusal: null },
      { sku: 'BA-SUR-MESURE', qtyWithdrawable: 0, refusal: 'made-to-measure' },
    ]);
    const tarp = order.lines[1];
    const refused = await submit({
      orderNumber: placed.orderNumber,
      orderEmail: 'lea@example.fr',
      name: 'Léa Martin',
      email: 'lea@example.fr',
      lines: [{ itemId: tarp?.itemId, qty: 1 }],
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body.result)).toContain('L221-28');
    expect(await shop.db.selectFrom('withdrawals').selectAll().execute()).toEqual([]);
  });

  it('a wrong e-mail answers exactly like an unknown order, and guests are limited per address', async () => {
    const placed = await place([{ sku: 'T-VALVE', qty: 1 }]);
    const wrongEmail = await lookup(
      { orderNumber: placed.orderNumber, orderEmail: 'someone@example.fr' },
      { ip: '198.51.100.7' },
    );
    const unknown = await lookup({ orderNumber: '999999999', orderEmail: 'lea@example.fr' }, { ip: '198.51.100.7' });
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.body).toEqual(unknown.body);
    for (let attempt = 0; attempt < 4; attempt++) {
      await lookup({ orderNumber: placed.orderNumber, orderEmail: 'someone@example.fr' }, { ip: '198.51.100.8' });
    }
    await lookup({ orderNumber: placed.orderNumber, orderEmail: 'someone@example.fr' }, { ip: '198.51.100.8' });
    const limited = await lookup(
      { orderNumber: placed.orderNumber, orderEmail: 'lea@example.fr' },
      { ip: '198.51.100.8' },
    );
    expect(limited.status).toBe(429);
    // Another address is not slowed down.
    expect(
      (await lookup({ orderNumber: placed.orderNumber, orderEmail: 'lea@example.fr' }, { ip: '198.51.100.9' })).status,
    ).toBe(200);
  });

  it('withdraws a line through the signed link, mails the acknowledgement at once, and refuses it again', async () => {
    const placed = await place([
      { sku: 'T-VALVE', qty: 2 },
      { sku: 'T-PIPE', qty: 1 },
    ]);
    const linkToken = withdrawalLinkToken(
      (await import('../commerce/deriveSecretKey')).deriveSecretKey(shop.settings.secret, 'withdrawal-link'),
      placed.orderId,
    );
    const confirmation = await shop.db
      .selectFrom('mail_outbox')
      .select(['id', 'body_text'])
      .where('kind', '=', 'order_confirmation')
      .where('subject', 'like', `%${placed.orderNumber}%`)
      .executeTakeFirstOrThrow();
    // The confirmation mail carries the information, the signed link and, attached, the standard form.
    expect(confirmation.body_text).toContain(
      `Se rétracter du contrat ici : http://shop.test/retractation?token=${linkToken}`,
    );
    const form = await shop.db
      .selectFrom('mail_outbox_attachments')
      .select(['filename', 'content'])
      .where('mail_id', '=', confirmation.id)
      .executeTakeFirstOrThrow();
    expect(form.filename).toBe('formulaire-de-retractation.html');
    expect(new TextDecoder().decode(form.content)).toContain('Formulaire de rétractation');
    const order = (await lookup({ linkToken })).body.result as Order;
    const valve = order.lines.find((line) => line.sku === 'T-VALVE');
    shop.clock.advance(3 * 3_600_000 + 17 * 60_000);
    const answer = await submit({
      linkToken,
      name: 'Léa Martin',
      email: 'lea.martin@example.fr',
      lines: [{ itemId: valve?.itemId, qty: 1 }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      orderNumber: placed.orderNumber,
      requestedAt: '2025-06-02T13:17:00.000Z',
      lines: [{ sku: 'T-VALVE', qty: 1 }],
      returnDays: 14,
      refundDays: 14,
    });
    const mails = await shop.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'subject', 'body_text'])
      .where('kind', 'in', ['withdrawal_acknowledgement', 'withdrawal_copy'])
      .where('subject', 'like', `%${placed.orderNumber}%`)
      .orderBy('id')
      .execute();
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ['withdrawal_acknowledgement', 'lea.martin@example.fr'],
      ['withdrawal_copy', shop.settings.mail.shopAddress],
    ]);
    // Date and time in Paris (UTC+2), the content and the next steps.
    expect(mails[0]?.body_text).toContain('le 2 juin 2025 à 15:17');
    expect(mails[0]?.body_text).toContain('- 1 × ');
    expect(mails[0]?.body_text).toContain('T-VALVE');
    expect(mails[0]?.body_text).toContain('frais de livraison standard compris');
    const again = (await lookup({ linkToken })).body.result as Order;
    expect(again.lines.find((line) => line.sku === 'T-VALVE')).toMatchObject({ qtyWithdrawable: 1, refusal: null });
    await submit({
      linkToken,
      name: 'Léa Martin',
      email: 'lea@example.fr',
      lines: [{ itemId: valve?.itemId, qty: 1 }],
    });
    const refused = await submit({
      linkToken,
      name: 'Léa Martin',
      email: 'lea@example.fr',
      lines: [{ itemId: valve?.itemId, qty: 1 }],
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body.result)).toContain('already been withdrawn');
    const withdrawnLater = (await lookup({ linkToken })).body.result as Order;
    expect(withdrawnLater.lines.find((line) => line.sku === 'T-VALVE')).toMatchObject({ refusal: 'already-withdrawn' });
  });

  it('a forged link opens nothing', async () => {
    const placed = await place([{ sku: 'T-VALVE', qty: 1 }]);
    const token = withdrawalLinkToken(new Uint8Array(32), placed.orderId);
    expect((await lookup({ linkToken: token })).status).toBe(404);
    expect(
      (await submit({ linkToken: token, name: 'Léa Martin', email: 'lea@example.fr', lines: [{ itemId: 1, qty: 1 }] }))
        .status,
    ).toBe(404);
  });

  it('the owner opens the order with the token only; another customer does not', async () => {
    const owner = await registerAndLogIn(shop, 'owner.withdrawal@example.fr');
    const other = await registerAndLogIn(shop, 'other.withdrawal@example.fr');
    const placed = await place([{ sku: 'T-VALVE', qty: 1 }], owner.token);
    expect((await lookup({ orderNumber: placed.orderNumber }, { token: owner.token })).status).toBe(200);
    expect((await lookup({ orderNumber: placed.orderNumber }, { token: other.token })).status).toBe(404);
  });

  it('closes at the end of the fourteenth day, and gives twelve more months to an order placed uninformed', async () => {
    const placed = await place([{ sku: 'T-VALVE', qty: 1 }]);
    const informed = await place([{ sku: 'T-VALVE', qty: 1 }]);
    // An order placed before the confirmation mail carried the withdrawal information (art. L221-20).
    await shop.db.updateTable('orders').set({ withdrawal_informed: false }).where('id', '=', placed.orderId).execute();
    const access = (orderNumber: string) => ({ orderNumber, orderEmail: 'lea@example.fr' });
    shop.clock.advance(20 * 86_400_000);
    const late = (await lookup(access(informed.orderNumber))).body.result as Order;
    expect(late.period.open).toBe(false);
    expect(late.lines[0]).toMatchObject({ qtyWithdrawable: 0, refusal: 'period-over' });
    const refused = await submit({
      ...access(informed.orderNumber),
      name: 'Léa Martin',
      email: 'lea@example.fr',
      lines: [{ itemId: late.lines[0]?.itemId, qty: 1 }],
    });
    expect(refused.status).toBe(409);
    const extended = (await lookup(access(placed.orderNumber))).body.result as Order;
    expect(extended.period).toMatchObject({ extended: true, open: true });
    expect(extended.period.lastDay.startsWith('2026-06')).toBe(true);
  });
});
