import { describe, expect, it } from 'vitest';
import { CartConfigError } from './CartConfigError';
import { parseCartConfig } from './parseCartConfig';

describe('cart settings', () => {
  it('default to SPEC §4 and §9: sync on, merge by default, 1 bypass attempt, out-of-stock allowed', () => {
    expect(parseCartConfig()).toMatchObject({
      synchronize: true,
      serverMergeByDefault: true,
      serverSyncCanRemoveLocalItems: false,
      serverSyncCanModifyLocalItems: false,
      maxBypassAttempts: 1,
      maxNetworkAttempts: 1,
      allowOutOfStockInCart: true,
      minicartCountType: 'quantities',
    });
  });

  it('refuse invalid settings with a clear error', () => {
    expect(() => parseCartConfig({ minicartCountType: 'badges' })).toThrow(CartConfigError);
    expect(() => parseCartConfig({ maxBypassAttempts: -1 })).toThrow(/maxBypassAttempts/);
  });
});
