import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './AttemptLimiter';

const limits = { windowMs: 60_000, perAddress: 10, perAccountAndAddress: 3, perAccount: 5, trustMs: 86_400_000 };

describe('login attempt limits', () => {
  it('refuse an account from one address after its failures there, until the window passes', () => {
    const limiter = new AttemptLimiter(limits);
    for (let i = 0; i < 3; i += 1) limiter.record('lea@example.fr', '10.0.0.1', 1_000 + i);
    expect(limiter.check('lea@example.fr', '10.0.0.1', 2_000)).toMatchObject({ scope: 'account' });
    expect(limiter.check('lea@example.fr', '10.0.0.1', 60_999)).toMatchObject({
      scope: 'account',
      retryAfterSeconds: 1,
    });
    expect(limiter.check('lea@example.fr', '10.0.0.1', 61_000)).toBeNull();
  });

  it('refuse an address that tries many accounts, whatever the account', () => {
    const limiter = new AttemptLimiter(limits);
    for (let i = 0; i < 10; i += 1) limiter.record(`user${i}@example.fr`, '10.0.0.9', 1_000);
    expect(limiter.check('someone-new@example.fr', '10.0.0.9', 1_001)).toMatchObject({ scope: 'address' });
    expect(limiter.check('someone-new@example.fr', '10.0.0.10', 1_001)).toBeNull();
  });

  it('do not lock a customer out of an address they logged in from, whatever an attacker does elsewhere', () => {
    const limiter = new AttemptLimiter(limits);
    limiter.succeed('lea@example.fr', '192.0.2.7', 500);
    for (let i = 0; i < 50; i += 1) limiter.record('lea@example.fr', `198.51.100.${i}`, 1_000);
    expect(limiter.check('lea@example.fr', '198.51.100.200', 1_001)).toMatchObject({ scope: 'account' });
    expect(limiter.check('lea@example.fr', '192.0.2.7', 1_001)).toBeNull();
  });

  it('forget an address’s failures on an account once the customer logs in from it', () => {
    const limiter = new AttemptLimiter(limits);
    for (let i = 0; i < 2; i += 1) limiter.record('lea@example.fr', '10.0.0.1', 1_000);
    limiter.succeed('lea@example.fr', '10.0.0.1', 1_100);
    limiter.record('lea@example.fr', '10.0.0.1', 1_200);
    limiter.record('lea@example.fr', '10.0.0.1', 1_300);
    expect(limiter.check('lea@example.fr', '10.0.0.1', 1_400)).toBeNull();
  });

  describe('with a back-off (issue 19, ASVS 5.0 6.3)', () => {
    const backoff = { ...limits, windowMs: 3_600_000, backoff: { baseMs: 30_000, maxMs: 300_000 } };

    it('make an account wait a short delay after its last failure, doubled at each further one and capped', () => {
      const limiter = new AttemptLimiter(backoff);
      let now = 0;
      const fail = () => limiter.record('lea@example.fr', '10.0.0.1', now);
      for (let i = 0; i < 3; i += 1) fail();
      expect(limiter.check('lea@example.fr', '10.0.0.1', now)).toEqual({ scope: 'account', retryAfterSeconds: 30 });
      now += 30_000;
      expect(limiter.check('lea@example.fr', '10.0.0.1', now)).toBeNull();
      const waits: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        fail();
        const verdict = limiter.check('lea@example.fr', '10.0.0.1', now);
        waits.push(verdict?.retryAfterSeconds ?? 0);
        now += (verdict?.retryAfterSeconds ?? 0) * 1000;
      }
      expect(waits).toEqual([60, 120, 240, 300, 300, 300]);
    });

    it('never make the customer wait more than the cap, whatever an attacker does from everywhere', () => {
      const limiter = new AttemptLimiter(backoff);
      for (let i = 0; i < 1_000; i += 1) limiter.record('lea@example.fr', `198.51.${i % 250}.${i % 7}`, 1_000 + i);
      const verdict = limiter.check('lea@example.fr', '192.0.2.7', 2_000);
      expect(verdict).toMatchObject({ scope: 'account' });
      expect(verdict?.retryAfterSeconds).toBeLessThanOrEqual(300);
      expect(limiter.check('lea@example.fr', '192.0.2.7', 2_000 + 300_000)).toBeNull();
    });

    it('keep the address limit a wall: one address trying many accounts waits for the window', () => {
      const limiter = new AttemptLimiter(backoff);
      for (let i = 0; i < 10; i += 1) limiter.record(`user${i}@example.fr`, '10.0.0.9', 1_000);
      expect(limiter.check('new@example.fr', '10.0.0.9', 1_000 + 300_001)).toMatchObject({ scope: 'address' });
    });
  });
});
