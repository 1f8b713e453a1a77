import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';

const duplicates = (keys: readonly (string | number | undefined)[]) =>
  keys.filter((key, index) => keys.indexOf(key) !== index);

describe('the one catalogue of the tests and stories', () => {
  it('gives every sku, a variant’s included, to one product only', () => {
    const skus = catalogue.flatMap((product) => [
      product.sku,
      ...(product.configurable_children ?? []).map((child) => child.sku),
    ]);
    expect(duplicates(skus)).toEqual([]);
  });

  it('gives every id, a variant’s included, to one product only', () => {
    const ids = catalogue.flatMap((product) => [
      product.id,
      ...(product.configurable_children ?? []).map((child) => child.id),
    ]);
    expect(duplicates(ids)).toEqual([]);
  });
});
