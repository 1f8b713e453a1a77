import { describe, expect, it } from 'vitest';
import { testBackends } from '../testing/testDatabases';
import { useTestDatabases } from '../testing/useTestDatabases';
import { AttemptLimiter } from './AttemptLimiter';
import type { AttemptStore } from './AttemptStore';
import { MemoryAttemptStore } from './MemoryAttemptStore';
import { PostgresAttemptStore } from './PostgresAttemptStore';

const limits = { windowMs: 60_000, perAddress: 10, perAccountAndAddress: 3, perAccount: 5, trustMs: 86_400_000 };

// The same rules whatever the store: in memory (one process), and in the database (every process on one PostgreSQL
// server, issue 23) on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
const databaseOf = useTestDatabases();
let limiterCount = 0;
/** A limiter name no other test uses: the tests share the database. */
const uniqueName = (prefix: string) => {
  limiterCount += 1;
  return `${prefix}-${limiterCount}`;
};
const stores: [string, () => AttemptStore][] = [
  ['memory', () => new MemoryAttemptStore()],
  ...testBackends.map((kind): [string, () => AttemptStore] => [
    `database on ${kind}`,
    () => new PostgresAttemptStore(databaseOf(kind).db, uniqueName('test')),
  ]),
];

describe.each(stores)('login attempt limits (%s store)', (_name, store) => {
  it('refuse an account from one address after its failures there, until the window passes', async () => {
    const limiter = new AttemptLimiter(limits, store());
    for (let i = 0; i < 3; i += 1) await limiter.record('lea@example.fr', '10.0.0.1', 1_000 + i);
    expect(await limiter.check('lea@example.fr', '10.0.0.1', 2_000)).toMatchObject({ scope: 'account' });
    expect(await limiter.check('lea@example.fr', '10.0.0.1', 60_999)).toMatchObject({
      scope: 'account',
      retryAfterSeconds: 1,
    });
    expect(await limiter.check('lea@example.fr', '10.0.0.1', 61_000)).toBeNull();
  });

  it('refuse an address that tries many accounts, whatever the account', async () => {
    const limiter = new AttemptLimiter(limits, store());
    for (let i = 0; i < 10; i += 1) await limiter.record(`user${i}@example.fr`, '10.0.0.9', 1_000);
    expect(await limiter.check('someone-new@example.fr', '10.0.0.9', 1_001)).toMatchObject({ scope: 'address' });
    expect(await limiter.check('someone-new@example.fr', '10.0.0.10', 1_001)).toBeNull();
  });

  it('do not lock a customer out of an address they logged in from, whatever an attacker does elsewhere', async () => {
    const limiter = new AttemptLimiter(limits, store());
    await limiter.succeed('lea@example.fr', '192.0.2.7', 500);
    for (let i = 0; i < 50; i += 1) await limiter.record('lea@example.fr', `198.51.100.${i}`, 1_000);
    expect(await limiter.check('lea@example.fr', '198.51.100.200', 1_001)).toMatchObject({ scope: 'account' });
    expect(await limiter.check('lea@example.fr', '192.0.2.7', 1_001)).toBeNull();
  });

  it('forget an address’s failures on an account once the customer logs in from it', async () => {
    const limiter = new AttemptLimiter(limits, store());
    for (let i = 0; i < 2; i += 1) await limiter.record('lea@example.fr', '10.0.0.1', 1_000);
    await limiter.succeed('lea@example.fr', '10.0.0.1', 1_100);
    await limiter.record('lea@example.fr', '10.0.0.1', 1_200);
    await limiter.record('lea@example.fr', '10.0.0.1', 1_300);
    expect(await limiter.check('lea@example.fr', '10.0.0.1', 1_400)).toBeNull();
  });

  describe('with a back-off (issue 19, ASVS 5.0 6.3)', () => {
    const backoff = { ...limits, windowMs: 3_600_000, backoff: { baseMs: 30_000, maxMs: 300_000 } };

    it('make an account wait a short delay after its last failure, doubled at each further one and capped', async () => {
      const limiter = new AttemptLimiter(backoff, store());
      let now = 0;
      const fail = () => limiter.record('lea@example.fr', '10.0.0.1', now);
      for (let i = 0; i < 3; i += 1) await fail();
      expect(await limiter.check('lea@example.fr', '10.0.0.1', now)).toEqual({
        scope: 'account',
        retryAfterSeconds: 30,
      });
      now += 30_000;
      expect(await limiter.check('lea@example.fr', '10.0.0.1', now)).toBeNull();
      const waits: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        await fail();
        const verdict = await limiter.check('lea@example.fr', '10.0.0.1', now);
        waits.push(verdict?.retryAfterSeconds ?? 0);
        now += (verdict?.retryAfterSeconds ?? 0) * 1000;
      }
      expect(waits).toEqual([60, 120, 240, 300, 300, 300]);
    });

    it('never make the customer wait more than the cap, whatever an attacker does from everywhere', async () => {
      const limiter = new AttemptLimiter(backoff, store());
      for (let i = 0; i < 1_000; i += 1)
        await limiter.record('lea@example.fr', `198.51.${i % 250}.${i % 7}`, 1_000 + i);
      const verdict = await limiter.check('lea@example.fr', '192.0.2.7', 2_000);
      expect(verdict).toMatchObject({ scope: 'account' });
      expect(verdict?.retryAfterSeconds).toBeLessThanOrEqual(300);
      expect(await limiter.check('lea@example.fr', '192.0.2.7', 2_000 + 300_000)).toBeNull();
    });

    it('keep the address limit a wall: one address trying many accounts waits for the window', async () => {
      const limiter = new AttemptLimiter(backoff, store());
      for (let i = 0; i < 10; i += 1) await limiter.record(`user${i}@example.fr`, '10.0.0.9', 1_000);
      expect(await limiter.check('new@example.fr', '10.0.0.9', 1_000 + 300_001)).toMatchObject({ scope: 'address' });
    });
  });
});

describe.each(testBackends)('attempt limits shared through the database on %s (issue 23)', (kind) => {
  it('count the attempts of two shop processes together: two limiters on one table refuse at the limit, not twice it', async () => {
    const name = uniqueName('shared');
    const first = new AttemptLimiter(limits, new PostgresAttemptStore(databaseOf(kind).db, name));
    const second = new AttemptLimiter(limits, new PostgresAttemptStore(databaseOf(kind).db, name));
    await first.record('lea@example.fr', '10.0.0.1', 1_000);
    await second.record('lea@example.fr', '10.0.0.1', 1_001);
    expect(await first.check('lea@example.fr', '10.0.0.1', 1_002)).toBeNull();
    await first.record('lea@example.fr', '10.0.0.1', 1_002);
    expect(await second.check('lea@example.fr', '10.0.0.1', 1_003)).toMatchObject({ scope: 'account' });
    // A login through one process trusts the address in the other.
    await second.succeed('lea@example.fr', '192.0.2.7', 1_004);
    for (let i = 0; i < 6; i += 1) await first.record('lea@example.fr', `198.51.100.${i}`, 1_005);
    expect(await first.check('lea@example.fr', '198.51.100.99', 1_010)).toMatchObject({ scope: 'account' });
    expect(await first.check('lea@example.fr', '192.0.2.7', 1_010)).toBeNull();
    // Another limiter's name counts its own keys.
    const other = new AttemptLimiter(limits, new PostgresAttemptStore(databaseOf(kind).db, `${name}-other`));
    expect(await other.check('lea@example.fr', '10.0.0.1', 1_010)).toBeNull();
  });

  it('keep only the window’s attempts of a key it counts again', async () => {
    const store = new PostgresAttemptStore(databaseOf(kind).db, uniqueName('window'));
    await store.add(['k'], 1_000, 0);
    await store.add(['k'], 70_000, 10_000);
    expect(await store.recent('k', 0)).toEqual([70_000]);
  });
});
