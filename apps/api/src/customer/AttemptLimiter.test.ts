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
});
