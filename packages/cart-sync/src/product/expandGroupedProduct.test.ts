import { kit, valve } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { expandGroupedProduct } from './expandGroupedProduct';

describe('grouped products (SPEC §5)', () => {
  it('are expanded to their associated products with the link quantities', () => {
    const expanded = expandGroupedProduct(kit);
    expect(expanded.ok && expanded.products.map((product) => [product.sku, product.qty])).toEqual([
      ['VA-PVC-40', 1],
      ['RA-CAN-50', 2],
    ]);
  });

  it('keep the loaded associated product when the link carries it', () => {
    const expanded = expandGroupedProduct(kit);
    expect(expanded.ok && expanded.products[0]?.name).toBe('Vanne PVC 40');
  });

  it('a link naming no product is refused with "Product link not found" (SPEC §8)', () => {
    const broken = { sku: 'GR-RACC-50', link_type: 'associated', qty: 1 } as never;
    expect(expandGroupedProduct({ ...kit, product_links: [...(kit.product_links ?? []), broken] })).toEqual({
      ok: false,
      message: { code: 'productLinkNotFound' },
    });
  });

  it('a linked product without type_id takes its link’s type and keeps its own data', () => {
    const { type_id: _none, ...untyped } = valve;
    const link = {
      sku: 'GR-RACC-50',
      link_type: 'associated',
      linked_product_sku: 'VA-PVC-40',
      linked_product_type: 'simple',
      qty: 1,
      product: untyped,
    };
    const expanded = expandGroupedProduct({ ...kit, product_links: [link as never] });
    expect(expanded.ok && expanded.products).toEqual([{ ...valve, qty: 1 }]);
  });

  it('without product_links raise "Product with type grouped has no product_links set!"', () => {
    expect(expandGroupedProduct({ ...kit, product_links: [] })).toEqual({
      ok: false,
      message: { code: 'groupedWithoutLinks' },
    });
  });
});
