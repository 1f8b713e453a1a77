import { describe, expect, it } from 'vitest';
import { kit } from '../testing/catalogue';
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

  it('without product_links raise "Product with type grouped has no product_links set!"', () => {
    expect(expandGroupedProduct({ ...kit, product_links: [] })).toEqual({
      ok: false,
      message: 'Product with type grouped has no product_links set!',
    });
  });
});
