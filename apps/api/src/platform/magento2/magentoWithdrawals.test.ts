import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { deriveSecretKey } from '../../commerce/deriveSecretKey';
import type { OpenDatabase } from '../../db/openDatabase';
import { refusal } from '../../testing/refusal';
import { withdrawalLinkToken } from '../../withdrawal/withdrawalLinkToken';
import type { WithdrawalRequester } from '../WithdrawalPlatform';
import { openMagentoPlatformForTest, TEST_COMMERCE_SECRET } from './openMagentoPlatformForTest';
import { answer, CONTRACT_NOW, magentoOrder, orderSearch } from './recordings/recordedShapes';
import type { MagentoExchange } from './startRecordedMagento';

// Orders and withdrawals are dated by the shop's clock: stopped at the recordings' time.
vi.useFakeTimers({ toFake: ['Date'], now: CONTRACT_NOW });
afterAll(() => {
  vi.useRealTimers();
});

const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const subject of opened.splice(0)) await subject.close();
});

/** The driver over a Magento answering `exchanges`; `done` checks Magento was asked exactly those. */
async function withMagento(exchanges: readonly MagentoExchange[]) {
  const { subject, magento, database, log } = await openMagentoPlatformForTest(exchanges);
  opened.push(subject);
  const done = () => {
    expect(magento.unexpected).toEqual([]);
    expect(magento.pending()).toEqual([]);
  };
  return { withdrawals: subject.platform.withdrawals, database, log, done, shopAddress: subject.fixtures.shopAddress };
}

const guest: WithdrawalRequester = { shopper: null, clientAddress: '198.51.100.20' };

// A guest's order placed the day before, just before midnight UTC (already 2 May in Paris): the valve (2 units) and a
// configurable tank, whose child line Magento lists beside it.
const guestOrder = magentoOrder(70, 170, {
  created_at: '2025-05-01 23:30:00',
  items: [
    { item_id: 170, product_id: 990200, sku: 'T-VALVE', name: 'Vanne de vidange', qty_ordered: 2 },
    {
      item_id: 171,
      product_id: 990100,
      product_type: 'configurable',
      sku: 'T-TANK-V10',
      name: 'Citerne',
      qty_ordered: 1,
    },
    { item_id: 172, product_id: 990101, parent_item_id: 171, sku: 'T-TANK-V10', name: 'Citerne V10', qty_ordered: 1 },
  ],
});
const byEmail = { orderNumber: '000000070', orderEmail: 'lea@example.fr' };

const withdrawalRows = (database: OpenDatabase) =>
  database.db
    .selectFrom('magento_withdrawals')
    .innerJoin('magento_withdrawal_lines', 'magento_withdrawal_lines.withdrawal_id', 'magento_withdrawals.id')
    .select(['id', 'order_id', 'increment_id', 'name', 'email', 'status', 'order_item_id', 'qty'])
    .orderBy('id')
    .execute();
const withdrawalMails = (database: OpenDatabase) =>
  database.db
    .selectFrom('mail_outbox')
    .select(['kind', 'to_address', 'subject'])
    .where('kind', 'in', ['withdrawal_acknowledgement', 'withdrawal_copy'])
    .orderBy('id')
    .execute();

/** The comment the merchant reads on order 70 in Magento's admin after withdrawal 1 (one valve). */
const COMMENT =
  'Rétractation n° 1 reçue en ligne le 2025-05-02T10:00:00.000Z (UTC) de Léa Martin (lea.martin@example.fr) : ' +
  '1 × Vanne de vidange (T-VALVE). Retour des articles sous 14 jours, remboursement sous 14 jours ' +
  '(art. L221-23 et L221-24 Code de la consommation) ; le détail est dans la copie envoyée à la boutique.';
const commentOnOrder70 = (status?: number, body: unknown = true) =>
  answer(
    {
      method: 'POST',
      path: '/V1/orders/70/comments',
      auth: 'admin',
      body: { statusHistory: { comment: COMMENT, is_customer_notified: 0, is_visible_on_front: 0, parent_id: 70 } },
    },
    body,
    status,
  );
const submitOneValve = {
  ...byEmail,
  name: 'Léa Martin',
  email: 'lea.martin@example.fr',
  lines: [{ itemId: 170, qty: 1 }],
};

describe('withdrawals of orders placed in Magento', () => {
  it('a guest opens the order by its number and e-mail: its visible lines, the period from its UTC date, extended', async () => {
    const { withdrawals, done } = await withMagento([orderSearch('000000070', [guestOrder])]);
    const order = await withdrawals.lookup({ orderNumber: '000000070', orderEmail: ' LEA@Example.fr ' }, guest);
    expect(order).toMatchObject({
      orderNumber: '000000070',
      orderedAt: '2025-05-01T23:30:00.000Z',
      name: 'Léa Martin',
      email: 'lea@example.fr',
    });
    // 23:30 UTC on 1 May is 01:30 on 2 May in Paris; Magento's mail carried no withdrawal information: twelve more
    // months (art. L221-20), the end on Saturday 16 May 2026 moved to the Monday.
    expect(order.period).toEqual({
      startsOn: '2025-05-02',
      basis: 'order',
      lastDay: '2026-05-18',
      endsAt: '2026-05-18T22:00:00.000Z',
      extended: true,
      open: true,
    });
    expect(
      order.lines.map((line) => [line.itemId, line.sku, line.qtyOrdered, line.qtyWithdrawable, line.refusal]),
    ).toEqual([
      [170, 'T-VALVE', 2, 2, null],
      [171, 'T-TANK-V10', 1, 1, null],
    ]);
    done();
  });

  it('another e-mail answers exactly as an unknown number: the 404 of an unknown order', async () => {
    const { withdrawals, done } = await withMagento([
      orderSearch('000000070', [guestOrder]),
      orderSearch('000000099', []),
    ]);
    const wrong = await refusal(withdrawals.lookup({ ...byEmail, orderEmail: 'eve@example.fr' }, guest));
    const unknown = await refusal(withdrawals.lookup({ ...byEmail, orderNumber: '000000099' }, guest));
    expect([wrong.status, wrong.code, wrong.message]).toEqual([404, 'ORDER_NOT_FOUND', 'No such order.']);
    expect([unknown.status, unknown.code, unknown.message]).toEqual([wrong.status, wrong.code, wrong.message]);
    done();
  });

  it('the owner opens their order by its number alone; another customer gets the 404', async () => {
    const customerOrder = magentoOrder(72, 190, {
      customer_id: 1001,
      customer_is_guest: 0,
      customer_email: 'owner@example.fr',
    });
    const { withdrawals, done } = await withMagento([
      orderSearch('000000072', [customerOrder]),
      orderSearch('000000072', [customerOrder]),
    ]);
    const as = (id: number): WithdrawalRequester => ({
      shopper: { id, email: `customer-${id}@example.fr`, groupId: 1, sessionId: `session-${id}` },
      clientAddress: '198.51.100.21',
    });
    expect((await withdrawals.lookup({ orderNumber: '000000072' }, as(1001))).email).toBe('owner@example.fr');
    const stranger = await refusal(withdrawals.lookup({ orderNumber: '000000072' }, as(1002)));
    expect([stranger.status, stranger.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    done();
  });

  it('a signed link opens the order by its Magento id; a link to an order Magento no longer has is the 404', async () => {
    const key = deriveSecretKey(TEST_COMMERCE_SECRET, 'withdrawal-link');
    const { withdrawals, done } = await withMagento([
      answer({ method: 'GET', path: '/V1/orders/70', auth: 'admin' }, guestOrder),
      answer(
        { method: 'GET', path: '/V1/orders/73', auth: 'admin' },
        { message: "The entity that was requested doesn't exist. Verify the entity and try again." },
        404,
      ),
    ]);
    expect((await withdrawals.lookup({ linkToken: withdrawalLinkToken(key, 70) }, guest)).orderNumber).toBe(
      '000000070',
    );
    const gone = await refusal(withdrawals.lookup({ linkToken: withdrawalLinkToken(key, 73) }, guest));
    expect([gone.status, gone.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    done();
  });

  it('a withdrawal is recorded with its lines, mailed twice and commented on the order; more than is left is refused', async () => {
    const { withdrawals, database, done, shopAddress } = await withMagento([
      orderSearch('000000070', [guestOrder]),
      commentOnOrder70(),
      orderSearch('000000070', [guestOrder]),
      orderSearch('000000070', [guestOrder]),
    ]);
    const receipt = await withdrawals.submit(submitOneValve, guest);
    expect(receipt).toMatchObject({
      id: 1,
      orderNumber: '000000070',
      requestedAt: CONTRACT_NOW.toISOString(),
      lines: [{ itemId: 170, sku: 'T-VALVE', name: 'Vanne de vidange', qty: 1 }],
      returnDays: 14,
      refundDays: 14,
    });
    const recorded = [
      {
        id: 1,
        order_id: 70,
        increment_id: '000000070',
        name: 'Léa Martin',
        email: 'lea.martin@example.fr',
        status: 'requested',
        order_item_id: 170,
        qty: 1,
      },
    ];
    expect(await withdrawalRows(database)).toEqual(recorded);
    expect((await withdrawalMails(database)).map((mail) => [mail.kind, mail.to_address])).toEqual([
      ['withdrawal_acknowledgement', 'lea.martin@example.fr'],
      ['withdrawal_copy', shopAddress],
    ]);
    const after = await withdrawals.lookup(byEmail, guest);
    expect(after.lines[0]).toMatchObject({ itemId: 170, qtyWithdrawn: 1, qtyWithdrawable: 1, refusal: null });
    const tooMany = await refusal(withdrawals.submit({ ...submitOneValve, lines: [{ itemId: 170, qty: 2 }] }, guest));
    expect([tooMany.status, tooMany.code, tooMany.message]).toEqual([
      409,
      'WITHDRAWAL_LINE_REFUSED',
      'At most 1 of Vanne de vidange can be withdrawn.',
    ]);
    expect(await withdrawalRows(database)).toEqual(recorded);
    expect(await withdrawalMails(database)).toHaveLength(2);
    // No second comment: Magento was asked the recorded calls only.
    done();
  });

  it('a made-to-measure line, by its own flag, its catalogue parent’s or its sku’s option suffixes, is refused and nothing is recorded', async () => {
    const now = CONTRACT_NOW.toISOString();
    const product = (id: number, sku: string, parentSku: string | null, doc: object) => ({
      id,
      sku,
      parent_sku: parentSku,
      type_id: parentSku === null ? 'configurable' : 'simple',
      name: sku,
      url_key: sku.toLowerCase(),
      url_path: sku.toLowerCase(),
      status: 1,
      visibility: parentSku === null ? 4 : 1,
      doc: JSON.stringify({ id, sku, ...doc }),
      created_at: now,
      updated_at: now,
    });
    const tarpOrder = magentoOrder(71, 180, {
      items: [
        { item_id: 180, sku: 'T-VALVE', name: 'Vanne de vidange', qty_ordered: 1 },
        { item_id: 181, sku: 'BA-SUR-MESURE', name: 'Bâche sur mesure', qty_ordered: 1 },
        {
          item_id: 182,
          product_type: 'configurable',
          sku: 'T-SM-COVER-L',
          name: 'Housse sur mesure L',
          qty_ordered: 1,
        },
        { item_id: 183, parent_item_id: 182, sku: 'T-SM-COVER-L', name: 'Housse sur mesure L', qty_ordered: 1 },
        // Magento sells a product with custom options under its sku followed by the options' skus.
        { item_id: 184, sku: 'BA-SUR-MESURE-L400-PVC900', name: 'Bâche sur mesure', qty_ordered: 1 },
        // A suffix on a product without custom options, or on no product at all, stays an unknown sku: withdrawable.
        { item_id: 185, sku: 'T-VALVE-X', name: 'Vanne de vidange', qty_ordered: 1 },
      ],
    });
    const { withdrawals, database, done } = await withMagento([
      orderSearch('000000071', [tarpOrder]),
      orderSearch('000000071', [tarpOrder]),
      orderSearch('000000071', [tarpOrder]),
      orderSearch('000000071', [tarpOrder]),
    ]);
    // A variant stored as its own catalogue row, whose configurable parent is made to measure.
    await database.db
      .insertInto('products')
      .values([
        product(990_900, 'T-SM-COVER', null, { made_to_measure: true }),
        product(990_901, 'T-SM-COVER-L', 'T-SM-COVER', {}),
      ])
      .execute();
    const access = { orderNumber: '000000071', orderEmail: 'lea@example.fr' };
    const order = await withdrawals.lookup(access, guest);
    expect(order.lines.map((line) => [line.itemId, line.qtyWithdrawable, line.refusal])).toEqual([
      [180, 1, null],
      [181, 0, 'made-to-measure'],
      [182, 0, 'made-to-measure'],
      [184, 0, 'made-to-measure'],
      [185, 1, null],
    ]);
    for (const itemId of [181, 182, 184]) {
      const refused = await refusal(
        withdrawals.submit(
          { ...access, name: 'Léa Martin', email: 'lea@example.fr', lines: [{ itemId, qty: 1 }] },
          guest,
        ),
      );
      expect([refused.status, refused.code]).toEqual([409, 'WITHDRAWAL_LINE_REFUSED']);
      expect(refused.message).toContain('L221-28');
    }
    expect(await database.db.selectFrom('magento_withdrawals').selectAll().execute()).toEqual([]);
    expect(await withdrawalMails(database)).toEqual([]);
    done();
  });

  it('a comment Magento refuses leaves the withdrawal recorded and mailed, and is told to the log', async () => {
    const { withdrawals, database, log, done } = await withMagento([
      orderSearch('000000070', [guestOrder]),
      commentOnOrder70(500, { message: 'Could not save the order status history.' }),
    ]);
    const receipt = await withdrawals.submit(submitOneValve, guest);
    expect(receipt.lines).toEqual([{ itemId: 170, sku: 'T-VALVE', name: 'Vanne de vidange', qty: 1 }]);
    expect(await withdrawalRows(database)).toHaveLength(1);
    expect(await withdrawalMails(database)).toHaveLength(2);
    expect(log.join('\n')).toContain(
      'POST /V1/orders/70/comments: withdrawal 1 of order 000000070 is recorded and mailed, but its comment was not added',
    );
    done();
  });

  it('an order of another shape is never read: a 502, and the log says which field without its value', async () => {
    const { withdrawals, log, done } = await withMagento([
      orderSearch('000000070', [{ ...guestOrder, created_at: '02/05/2025 23:30' }]),
    ]);
    const failed = await refusal(withdrawals.lookup(byEmail, guest));
    expect([failed.status, failed.code]).toEqual([502, 'PLATFORM_ERROR']);
    expect(log.join('\n')).toContain('Magento GET /V1/orders: unexpected answer (items.0.created_at');
    expect(log.join('\n')).not.toContain('02/05/2025');
    done();
  });
});
