import { describe, expect, it } from 'vitest';
import { associatedLinks } from './associatedLinks';

describe('associated links of a grouped product (SPEC §3, §5)', () => {
  it('are the links of type associated, in order', () => {
    const kit = {
      product_links: [
        { link_type: 'associated', linked_product_sku: 'VANNE-50' },
        { link_type: 'related', linked_product_sku: 'BACHE' },
        { link_type: 'associated', linked_product_sku: 'RACCORD-50' },
      ],
    };
    expect(associatedLinks(kit).map((link) => link.linked_product_sku)).toEqual(['VANNE-50', 'RACCORD-50']);
  });

  it('a product without links, or with entries that are not links, has none', () => {
    expect(associatedLinks({})).toEqual([]);
    expect(associatedLinks({ product_links: null })).toEqual([]);
    expect(associatedLinks({ product_links: [null as never] })).toEqual([]);
  });
});
