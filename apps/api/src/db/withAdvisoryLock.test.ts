import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './openDatabase';
import { withAdvisoryLock } from './withAdvisoryLock';

describe.skipIf(!process.env.TEST_DATABASE_URL)('withAdvisoryLock on PostgreSQL (TEST_DATABASE_URL)', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `citerne_test_lock_${process.pid}_${Date.now()}`;

  it('two processes on one server do the work one at a time, and a failed work lets the next one in', async () => {
    const [first, second] = await Promise.all([
      openDatabase({ kind: 'postgres', url }),
      openDatabase({ kind: 'postgres', url }),
    ]);
    try {
      const steps: string[] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let entered = () => {};
      const inside = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const one = withAdvisoryLock(first.db, name, async () => {
        steps.push('first in');
        entered();
        await held;
        steps.push('first out');
        throw new Error('the first work failed');
      });
      await inside;
      const two = withAdvisoryLock(second.db, name, async () => {
        steps.push('second in');
        return 'done';
      });
      // The second waits on the server for the lock the first holds.
      await expect
        .poll(async () => {
          const { rows } = await sql<{ waiting: number }>`
            select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`.execute(
            first.db,
          );
          return rows[0]?.waiting ?? 0;
        })
        .toBeGreaterThan(0);
      expect(steps).toEqual(['first in']);
      release();
      await expect(one).rejects.toThrow('the first work failed');
      expect(await two).toBe('done');
      expect(steps).toEqual(['first in', 'first out', 'second in']);
      // Nothing is left held: another session takes the lock at once (and gives it back in the same statement).
      const { rows } = await sql<{ free: boolean }>`
        select pg_try_advisory_lock(hashtext(${name})) and pg_advisory_unlock(hashtext(${name})) as free`.execute(
        second.db,
      );
      expect(rows[0]?.free).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
