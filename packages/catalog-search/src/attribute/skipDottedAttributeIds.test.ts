import { describe, expect, it } from 'vitest';
import { skipDottedAttributeIds } from './skipDottedAttributeIds';

describe('attribute ids (SPEC §5)', () => {
  it('ids containing a dot are skipped on load', () => {
    expect(skipDottedAttributeIds(['color', 'category.name', 93, 'volume', 'stock.qty'])).toEqual([
      'color',
      93,
      'volume',
    ]);
  });
});
