import { describe, expect, it } from 'vitest';
import { toProductTeaser } from './ProductTeaser';

const base = {
  id: 1,
  sku: 'CS-EP-10',
  name: 'Citerne souple 10 m³',
  type_id: 'configurable' as const,
  url_key: 'citerne-10',
};

describe('product cards', () => {
  it('show the price incl. tax and link to the product page', () => {
    const teaser = toProductTeaser({ ...base, price: 724.17, price_incl_tax: 869, reference_price_incl_tax: null });
    expect(teaser).toMatchObject({ price: 869, originalPrice: null, href: '/p/CS-EP-10/citerne-10' });
  });

  it('strike the reference price of an announced reduction only (art. L112-1-1), never the regular price', () => {
    expect(toProductTeaser({ ...base, price_incl_tax: 764.72, reference_price_incl_tax: 869 }).originalPrice).toBe(869);
    expect(toProductTeaser({ ...base, price_incl_tax: 869, reference_price_incl_tax: 800 }).originalPrice).toBeNull();
    // A special price without an announceable reduction (price raised just before the sale) strikes nothing.
    const raised = { ...base, price_incl_tax: 69, original_price_incl_tax: 79, reference_price_incl_tax: null };
    expect(toProductTeaser(raised).originalPrice).toBeNull();
  });

  it('read the new, made-to-measure and stock flags', () => {
    const teaser = toProductTeaser({
      ...base,
      price_incl_tax: 10,
      new: 1,
      made_to_measure: true,
      stock: { is_in_stock: false },
    });
    expect(teaser).toMatchObject({ isNew: true, madeToMeasure: true, inStock: false });
  });
});
