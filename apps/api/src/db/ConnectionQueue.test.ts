import { describe, expect, it } from 'vitest';
import { type ConnectionUse, ConnectionQueue } from './ConnectionQueue';

/** Queues `uses` behind a first holder, then releases one holder at a time: the order the waiters were served in. */
async function serviceOrder(queue: ConnectionQueue, uses: ConnectionUse[]): Promise<string[]> {
  const first = await queue.acquire('statement');
  const served: string[] = [];
  const done = uses.map((use, index) =>
    queue.acquire(use).then((release) => {
      served.push(`${use[0]}${index}`);
      // Hold the connection over a macrotask, as a real holder does, before the next one is served.
      setTimeout(release, 0);
    }),
  );
  first();
  await Promise.all(done);
  await new Promise((resolve) => setTimeout(resolve, 5));
  return served;
}

describe('the PGlite connection queue', () => {
  it('serves a waiting transaction before the statements queued ahead of it, in bursts that let statements through', async () => {
    const uses: ConnectionUse[] = ['statement', 'statement', 'statement', 'transaction', 'transaction', 'transaction'];
    expect(await serviceOrder(new ConnectionQueue(2), uses)).toEqual(['t3', 't4', 's0', 't5', 's1', 's2']);
  });

  it('is first come first served within a kind', async () => {
    const uses: ConnectionUse[] = ['transaction', 'statement', 'transaction', 'statement', 'transaction'];
    expect(await serviceOrder(new ConnectionQueue(10), uses)).toEqual(['t0', 't2', 't4', 's1', 's3']);
  });

  it('never starves statements: one goes after each burst of transactions', async () => {
    const uses: ConnectionUse[] = ['statement', ...Array.from({ length: 9 }, () => 'transaction' as const)];
    const served = await serviceOrder(new ConnectionQueue(4), uses);
    expect(served.indexOf('s0')).toBe(4);
  });

  it('gives the connection to one holder at a time, and a second release does not free it twice', async () => {
    const queue = new ConnectionQueue();
    const release = await queue.acquire('transaction');
    let second = false;
    const next = queue.acquire('statement').then((r) => {
      second = true;
      return r;
    });
    let third = false;
    void queue.acquire('statement').then(() => {
      third = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(second).toBe(false);
    release();
    release();
    await next;
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect([second, third, queue.waiting]).toEqual([true, false, 1]);
  });
});
