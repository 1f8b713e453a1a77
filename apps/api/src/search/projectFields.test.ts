import { describe, expect, it } from 'vitest';
import { projectFields } from './projectFields';

const product = {
  sku: 'CS-EP-10',
  name: 'Citerne',
  stock: { qty: 3, is_in_stock: true },
  configurable_children: [
    { sku: 'A', price: 1 },
    { sku: 'B', price: 2 },
  ],
};

describe('include and exclude fields', () => {
  it('include keeps only the listed paths, reaching into arrays', () => {
    expect(projectFields(product, ['sku', 'configurable_children.sku', 'stock.qty'])).toEqual({
      sku: 'CS-EP-10',
      stock: { qty: 3 },
      configurable_children: [{ sku: 'A' }, { sku: 'B' }],
    });
  });

  it('exclude removes the listed paths', () => {
    expect(projectFields(product, undefined, ['configurable_children.price', 'stock'])).toEqual({
      sku: 'CS-EP-10',
      name: 'Citerne',
      configurable_children: [{ sku: 'A' }, { sku: 'B' }],
    });
  });

  it('the document itself is never changed', () => {
    projectFields(product, ['sku'], ['name']);
    expect(product.configurable_children[0]).toEqual({ sku: 'A', price: 1 });
  });
});
