import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/openDatabase';
import { type ApiProcess, startApiProcess } from '../testing/startApiProcess';
import { testBackends } from '../testing/testDatabases';

// Issue 19, crash safety: an order that got its 200 survives `kill -9` at any moment, and an order whose answer was
// lost, sent again with the same Idempotency-Key, makes one order. A stock-limited product (KI-GOUT: 12 units in the
// seed catalogue) is ordered by more shoppers than it has units, so the crash also falls amid refusals.
const SKU = 'KI-GOUT';
const ORDERS = 20;
const KILL_AFTER_ANSWERS = 2;

const address = {
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['12 rue des Lilas', ''],
  city: 'Lyon',
  postcode: '69001',
  country_id: 'FR',
  telephone: '+33 4 78 00 00 00',
};

interface Answer {
  status: number;
  body: { code: number; result: unknown };
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A guest cart holding one unit of SKU with its shipping information, and the order request that buys it. */
async function readyOrder(baseUrl: string, index: number) {
  const cartId = String((await call(baseUrl, 'POST', '/api/cart/create')).body.result);
  const query = `?cartId=${cartId}`;
  const line = await call(baseUrl, 'POST', `/api/cart/update${query}`, {
    cartItem: { sku: SKU, qty: 1, quoteId: cartId },
  });
  expect(line.status).toBe(200);
  const billingAddress = { ...address, email: `crash-${index}@example.fr` };
  const shipping = { shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' };
  const information = await call(baseUrl, 'POST', `/api/cart/shipping-information${query}`, {
    addressInformation: { shippingAddress: address, billingAddress, ...shipping },
  });
  expect(information.status).toBe(200);
  return {
    key: `crash-${randomBytes(8).toString('hex')}`,
    body: {
      order_id: `crash-${index}`,
      cart_id: cartId,
      products: [{ sku: SKU, qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress,
        ...shipping,
        payment_method_code: index % 2 === 0 ? 'cashondelivery' : 'banktransfer',
      },
    },
  };
}

const placeOrder = (baseUrl: string, order: { key: string; body: unknown }) =>
  call(baseUrl, 'POST', '/api/order', order.body, { 'Idempotency-Key': order.key });

/** Where each backend keeps the shop's data: a PGlite folder, or a throw-away schema of TEST_DATABASE_URL. */
async function backendFor(kind: 'pglite' | 'postgres'): Promise<{
  env: Record<string, string>;
  open: () => Promise<OpenDatabase>;
  drop: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'citerne-crash-'));
  if (kind === 'pglite') {
    return {
      // An empty DATABASE_URL counts as unset: the child never inherits a PostgreSQL server from the environment.
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scoped.toString() },
    open: () => openDatabase({ kind: 'postgres', url: scoped.toString() }),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(testBackends)('orders and kill -9 on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('keeps every answered order, makes one order per key on retry, and takes stock for exactly the orders kept', {
    timeout: 120_000,
  }, async () => {
    const backend = await backendFor(kind);
    cleanups.push(backend.drop);
    let api: ApiProcess = await startApiProcess(backend.env);
    cleanups.push(() => api.kill());
    const before = await call(api.baseUrl, 'GET', `/api/stock/check?sku=${SKU}`);
    const initialStock = (before.body.result as { qty: number }).qty;
    expect(initialStock).toBeGreaterThan(0);
    expect(initialStock).toBeLessThan(ORDERS);
    const orders = await Promise.all(Array.from({ length: ORDERS }, (_, index) => readyOrder(api.baseUrl, index)));

    // The burst: every order at once; the process is killed as the KILL_AFTER_ANSWERS-th answer comes back.
    const firstAnswers = new Map<string, Answer>();
    const killed = api;
    let kill: Promise<void> | null = null;
    await Promise.all(
      orders.map((order) =>
        placeOrder(killed.baseUrl, order).then(
          (answer) => {
            // An answer that was on its way as the kill went out is an answered order like the others.
            firstAnswers.set(order.key, answer);
            if (kill === null && firstAnswers.size >= KILL_AFTER_ANSWERS) kill = killed.kill();
          },
          () => undefined, // the connection died with the process: no answer
        ),
      ),
    );
    await kill;
    const answered = [...firstAnswers].filter(([, answer]) => answer.status === 200);
    expect(firstAnswers.size).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(firstAnswers.size, 'the kill fell amid the burst').toBeLessThan(ORDERS);

    // Restart on the same data; every order whose answer was lost is sent again with its key.
    api = await startApiProcess(backend.env);
    const finalAnswers = new Map(firstAnswers);
    for (const order of orders) {
      if (!finalAnswers.has(order.key)) finalAnswers.set(order.key, await placeOrder(api.baseUrl, order));
    }
    const placed = [...finalAnswers.values()].filter((answer) => answer.status === 200).length;
    console.info(
      `[crash test, ${kind}] ${firstAnswers.size} answers before kill -9 (${answered.length} orders), ${ORDERS - firstAnswers.size} retried after restart; ${placed} orders placed of ${initialStock} units`,
    );
    for (const [key, answer] of finalAnswers) {
      expect([200, 409], `${key}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
    }
    // Sending each order once more replays the stored answer: the same order, never a second one.
    for (const order of orders) {
      const again = await placeOrder(api.baseUrl, order);
      const first = finalAnswers.get(order.key);
      if (first?.status === 200) expect(again.body.result).toEqual(first.body.result);
    }
    // Every order answered 200 before the kill is still there, readable with its access key.
    for (const [, answer] of answered) {
      const { orderNumber, accessKey } = answer.body.result as { orderNumber: string; accessKey: string };
      const view = await call(api.baseUrl, 'GET', `/api/order/${orderNumber}?key=${accessKey}`);
      expect(view.status, `order ${orderNumber} answered before the kill`).toBe(200);
    }
    await api.stop();

    // The database itself: one order per key, and the stock taken is the quantity of the orders found.
    const database: OpenDatabase = await backend.open();
    try {
      const rows = await database.db.selectFrom('orders').select(['idempotency_key', 'increment_id']).execute();
      const placedKeys = [...finalAnswers].filter(([, answer]) => answer.status === 200).map(([key]) => key);
      expect(rows.map((row) => row.idempotency_key).sort()).toEqual(placedKeys.sort());
      const { rows: sold } = await sql<{ qty: string }>`
        select coalesce(sum(qty_ordered), 0) as qty from order_items where sku = ${SKU}`.execute(database.db);
      const stock = await database.db
        .selectFrom('stock_items')
        .select('qty')
        .where('sku', '=', SKU)
        .executeTakeFirstOrThrow();
      expect(Number(sold[0]?.qty)).toBe(placedKeys.length);
      expect(initialStock - stock.qty).toBe(placedKeys.length);
    } finally {
      await database.close();
    }
  });
});
