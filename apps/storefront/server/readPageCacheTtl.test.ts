import { describe, expect, it } from 'vitest';
import { readPageCacheTtl } from './readPageCacheTtl';

describe('PAGE_CACHE_TTL_SECONDS', () => {
  it('reads whole seconds from 0 to 3600, the default when unset or blank', () => {
    expect(readPageCacheTtl(undefined, 5_000)).toBe(5_000);
    expect(readPageCacheTtl('  ', 5_000)).toBe(5_000);
    expect(readPageCacheTtl('0', 5_000)).toBe(0);
    expect(readPageCacheTtl(' 30 ', 5_000)).toBe(30_000);
    expect(readPageCacheTtl('3600', 5_000)).toBe(3_600_000);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['-1', '1.5', '3601', 'five', '1e3', '0x10'])
      expect(() => readPageCacheTtl(value, 5_000)).toThrow(/PAGE_CACHE_TTL_SECONDS: .* whole number of seconds/);
  });
});
