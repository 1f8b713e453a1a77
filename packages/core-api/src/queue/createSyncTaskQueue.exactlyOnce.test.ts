import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactCall } from '../contract/contact/contactCall';
import { createMemoryStore } from '../storage/createMemoryStore';
import { createManualClock } from '../testing/manualClock';
import { setupShop } from '../testing/setupShop';
import { createSyncTaskQueue, type SyncTaskQueueOptions } from './createSyncTaskQueue';
import { syncTaskForCall } from './syncTaskForCall';

let shop: Awaited<ReturnType<typeof setupShop>>;
afterEach(() => shop?.api.close());

const contactTask = (n: number, taskId?: string) =>
  syncTaskForCall(
    contactCall,
    { body: { name: 'Léa Martin', email: 'lea@example.fr', message: `Message ${n}` } },
    taskId ? { task_id: taskId, silent: true } : { silent: true },
  );
const sentMessages = () => shop.api.shop.contactMessages.map((message) => (message as { message: string }).message);

/** A lock like the Web Locks API's: one holder per name, the others wait their turn. */
function createTestLock() {
  const tails = new Map<string, Promise<unknown>>();
  let held = 0;
  return {
    held: () => held,
    lock<T>(name: string, work: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(async () => {
        held += 1;
        try {
          return await work();
        } finally {
          held -= 1;
        }
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

async function setup(overrides: Partial<SyncTaskQueueOptions> = {}) {
  shop = await setupShop();
  const store = createMemoryStore();
  const clock = createManualClock();
  const open = (more: Partial<SyncTaskQueueOptions> = {}) =>
    createSyncTaskQueue({
      transport: shop.client.transport,
      store,
      clock,
      isOnline: () => true,
      ...overrides,
      ...more,
    });
  return { open, store, clock };
}

describe('sync task queue, exactly once', () => {
  it('a caller-given id is the task id and its Idempotency-Key; queuing it again keeps the first task', async () => {
    const { open } = await setup();
    const queue = open();
    const first = await queue.queue(contactTask(1, 'o-1714641000000-abc'));
    const again = await queue.queue(contactTask(1, 'o-1714641000000-abc'));
    expect(again).toEqual(first);
    expect(await queue.list()).toHaveLength(1);
    await queue.process();
    expect(shop.api.calls('contact').map((call) => call.headers['idempotency-key'])).toEqual(['o-1714641000000-abc']);
  });

  it('an id the API would refuse as Idempotency-Key is refused before anything is queued', async () => {
    const { open } = await setup();
    const queue = open();
    await expect(queue.queue(contactTask(1, 'o 1/bad'))).rejects.toThrow(TypeError);
    expect(await queue.list()).toEqual([]);
  });

  it('a server error is no answer: the task stays, is counted and goes again with the same key', async () => {
    const { open } = await setup();
    const queue = open();
    await queue.queue(contactTask(1));
    shop.api.answerNextWith('contact', {
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 503, result: 'Maintenance' }),
    });
    expect(await queue.process()).toEqual({ transmitted: [], pending: 1 });
    expect((await queue.list())[0]).toMatchObject({ transmited: false, attempts: 1 });
    const report = await queue.process();
    expect(report.transmitted.map((task) => task.code)).toEqual([200]);
    const keys = shop.api.calls('contact').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(sentMessages()).toEqual(['Message 1']);
  });

  it('a refusal (4xx) is definitive: the task is answered and removed', async () => {
    const { open } = await setup();
    const queue = open();
    await queue.queue({ url: '/api/cart/apply-coupon?cartId=q999&coupon=NOPE', method: 'POST', silent: true });
    const report = await queue.process();
    expect(report).toMatchObject({ pending: 0, transmitted: [expect.objectContaining({ code: 404 })] });
    expect(await queue.list()).toEqual([]);
  });

  it('a slow answer is given up after sendTimeoutMs and resent with the same key: applied once', async () => {
    const { open, clock } = await setup({ sendTimeoutMs: 5000 });
    const queue = open();
    await queue.queue(contactTask(1));
    const held = shop.api.hold('contact');
    const round = queue.process();
    await held.arrived;
    clock.advance(5000);
    expect(await round).toEqual({ transmitted: [], pending: 1 });
    expect((await queue.list())[0]).toMatchObject({ attempts: 1, transmited: false });
    held.release();
    await vi.waitFor(() => expect(sentMessages()).toEqual(['Message 1']));

    const retry = await queue.process();
    expect(retry.transmitted.map((task) => task.code)).toEqual([200]);
    expect(shop.api.calls('contact').map((call) => call.replayed)).toEqual([false, true]);
    expect(sentMessages()).toEqual(['Message 1']);
    expect(clock.pending()).toEqual([]);
  });

  it('two tabs processing at once send each task once: the rounds take the lock in turn', async () => {
    const testLock = createTestLock();
    const { open } = await setup({ lock: testLock.lock });
    const tabA = open();
    const tabB = open();
    for (const n of [1, 2, 3]) await tabA.queue(contactTask(n));
    let most = 0;
    const held = shop.api.hold('contact');
    const rounds = Promise.all([tabA.process(), tabB.process()]);
    await held.arrived;
    most = Math.max(most, testLock.held());
    held.release();
    const [a, b] = await rounds;
    expect(most).toBe(1);
    expect(a.transmitted.length + b.transmitted.length).toBe(3);
    expect(shop.api.calls('contact')).toHaveLength(3);
    expect(sentMessages()).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('a kept result is read by every tab until it is removed', async () => {
    const { open } = await setup();
    const tabA = open();
    const tabB = open();
    const task = await tabA.queue({ ...contactTask(1, 'o-kept'), is_result_cacheable: true });
    await tabA.process();
    expect(await tabB.process()).toEqual({ transmitted: [], pending: 0 });
    expect(await tabB.list()).toEqual([
      expect.objectContaining({ task_id: task.task_id, transmited: true, code: 200 }),
    ]);
    await tabB.remove(task.task_id);
    expect(await tabA.list()).toEqual([]);
    expect(shop.api.calls('contact')).toHaveLength(1);
  });

  it('without a lock manager (Node) a round runs as it is', async () => {
    const { open } = await setup();
    const queue = open();
    await queue.queue(contactTask(1));
    expect((await queue.process()).pending).toBe(0);
  });
});
