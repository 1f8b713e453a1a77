import { describe, expect, it } from 'vitest';
import { deriveSecretKey } from '../commerce/deriveSecretKey';
import { readWithdrawalLinkToken, withdrawalLinkToken } from './withdrawalLinkToken';

const key = deriveSecretKey('test-secret-test-secret-test-secret-0123', 'withdrawal-link');

describe('withdrawalLinkToken', () => {
  it('reads back the order id it carries', () => {
    expect(readWithdrawalLinkToken(key, withdrawalLinkToken(key, 42))).toBe(42);
  });

  it('refuses a token for another order, signed with another key, or malformed', () => {
    const token = withdrawalLinkToken(key, 42);
    const signature = token.split('.')[1];
    expect(readWithdrawalLinkToken(key, `43.${signature}`)).toBeNull();
    const otherKey = deriveSecretKey('another-secret-another-secret-0123456', 'withdrawal-link');
    expect(readWithdrawalLinkToken(key, withdrawalLinkToken(otherKey, 42))).toBeNull();
    expect(readWithdrawalLinkToken(key, '42')).toBeNull();
    expect(readWithdrawalLinkToken(key, `${token}x`)).toBeNull();
  });
});
