import { describe, expect, it } from 'vitest';
import { createCatalogSearchConfig } from '../config/createCatalogSearchConfig';
import { checkProductLoad } from './checkProductLoad';
import { groupedProductLinks } from './groupedProductLinks';

const configurable = {
  sku: 'CS-EP-10',
  type_id: 'configurable',
  status: 1,
  visibility: 4,
  configurable_children: [
    { sku: 'CS-EP-10-VERT', status: 1 },
    { sku: 'CS-EP-10-NOIR', status: 2 },
  ],
};

describe('product loading (SPEC §4)', () => {
  it('an enabled, visible product loads', () => {
    const outcome = checkProductLoad(configurable);
    expect(outcome.kind).toBe('ok');
  });

  it('a status of 2 or higher refuses the product, stating the status', () => {
    const outcome = checkProductLoad({ ...configurable, status: 2 });
    expect(outcome.kind === 'refused' && outcome.error.message).toBe(
      'Product query returned empty result: product status is 2',
    );
  });

  it('on a configurable child a status of 2 or higher marks the child unavailable', () => {
    const outcome = checkProductLoad(configurable);
    if (outcome.kind !== 'ok') throw new Error('expected ok');
    expect(outcome.product.configurable_children?.map((c) => [c.sku, c.available])).toEqual([
      ['CS-EP-10-VERT', true],
      ['CS-EP-10-NOIR', false],
    ]);
  });

  it('a visibility-1 child redirects to its configurable parent with a 301 when direct access is prevented', () => {
    expect(checkProductLoad({ sku: 'CS-EP-10-VERT', visibility: 1, parentSku: 'CS-EP-10' })).toEqual({
      kind: 'redirect',
      parentSku: 'CS-EP-10',
      childSku: 'CS-EP-10-VERT',
      status: 301,
    });
  });

  it('a visibility-1 product without a parent sku is refused with the parentSku message', () => {
    const outcome = checkProductLoad({ sku: 'KIT-PIECE', visibility: 1 });
    expect(outcome.kind === 'refused' && outcome.error.message).toBe(
      "Product doesn't have parentSku, please check if this is configurable product",
    );
  });

  it('when direct child access is allowed, visibility 1 is refused stating the visibility', () => {
    const config = createCatalogSearchConfig({ preventDirectChildAccess: false });
    const outcome = checkProductLoad({ sku: 'CS-EP-10-VERT', visibility: 1, parentSku: 'CS-EP-10' }, config);
    expect(outcome.kind === 'refused' && outcome.error.message).toBe(
      'Product query returned empty result: product visibility is 1',
    );
  });
});

describe('grouped products (SPEC §5)', () => {
  it('a grouped product expands to its associated products', () => {
    const pack = {
      sku: 'PACK',
      type_id: 'grouped',
      product_links: [
        { link_type: 'associated', linked_product_sku: 'VANNE' },
        { link_type: 'related', linked_product_sku: 'BACHE' },
      ],
    };
    expect(groupedProductLinks(pack).map((l) => l.linked_product_sku)).toEqual(['VANNE']);
  });

  it('a grouped product without product_links is refused', () => {
    expect(() => groupedProductLinks({ sku: 'PACK', type_id: 'grouped' })).toThrow(
      'Product with type grouped has no product_links set!',
    );
  });
});
