import { describe, expect, it } from 'vitest';
import { ConnectionQueue, type ConnectionUse } from './ConnectionQueue';

/** Queues `uses` behind a first holder, then releases one holder at a time: the order the waiters were served in. */
async function serviceOrder(queue: ConnectionQueue, uses: ConnectionUse[]): Promise<string[]> {
  const first = await queue.acquire('read');
  const served: string[] = [];
  const done = uses.map((use, index) =>
    queue.acquire(use).then((release) => {
      served.push(`${use === 'write' ? 'w' : 'r'}${index}`);
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
  it('serves a waiting write before the reads queued ahead of it, in bursts that let reads through', async () => {
    const uses: ConnectionUse[] = ['read', 'read', 'read', 'write', 'write', 'write'];
    expect(await serviceOrder(new ConnectionQueue(2), uses)).toEqual(['w3', 'w4', 'r0', 'w5', 'r1', 'r2']);
  });

  it('is first come first served within a kind', async () => {
    const uses: ConnectionUse[] = ['write', 'read', 'write', 'read', 'write'];
    expect(await serviceOrder(new ConnectionQueue(10), uses)).toEqual(['w0', 'w2', 'w4', 'r1', 'r3']);
  });

  it('never starves reads: one goes after each burst of writes', async () => {
    const uses: ConnectionUse[] = ['read', ...Array.from({ length: 9 }, () => 'write' as const)];
    const served = await serviceOrder(new ConnectionQueue(4), uses);
    expect(served.indexOf('r0')).toBe(4);
  });

  it('gives the connection to one holder at a time, and a second release does not free it twice', async () => {
    const queue = new ConnectionQueue();
    const release = await queue.acquire('write');
    let second = false;
    const next = queue.acquire('read').then((r) => {
      second = true;
      return r;
    });
    let third = false;
    void queue.acquire('read').then(() => {
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
