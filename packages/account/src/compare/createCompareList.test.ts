import { createMemoryStorage } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, COMPARE_STORAGE_KEY, createCompareList } from './createCompareList';

const product = (sku: string) => ({ sku, name: `Citerne ${sku}`, href: `/p/${sku}/citerne` });

describe('the compare list (SPEC §2 Compare products)', () => {
  it('holds up to 4 products; the fifth is refused as full', () => {
    const compare = createCompareList({ storage: createMemoryStorage() });
    expect(COMPARE_LIMIT).toBe(4);
    for (const sku of ['A', 'B', 'C', 'D']) expect(compare.add(product(sku))).toBe('added');
    expect(compare.add(product('E'))).toBe('full');
    expect(compare.list().map((item) => item.sku)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('is kept in the browser under its own key; damaged data reads as empty', () => {
    const storage = createMemoryStorage();
    createCompareList({ storage }).add(product('A'));
    expect(createCompareList({ storage }).list()).toEqual([product('A')]);
    expect(createCompareList({ storage: createMemoryStorage({ [COMPARE_STORAGE_KEY]: '[{' }) }).list()).toEqual([]);
  });
});
