import { encodeSearchQuery } from '@citerne/catalog-search';
import { describe, expect, it } from 'vitest';
import { catalogAnswerTags } from './catalogAnswerTags';

const url = (path: string) => new URL(path, 'http://shop.internal');

describe('the tags of a catalogue answer', () => {
  it('name each product of a search and each of its configurable children, and the categories it filters on', () => {
    const query = encodeSearchQuery({
      type: 'product',
      filters: [
        { kind: 'term', field: 'category_ids', value: 11 },
        { kind: 'terms', field: 'color', values: [49] },
      ],
    });
    const result = {
      items: [
        { sku: 'CS-EP-5', configurable_children: [{ sku: 'CS-EP-5-VERT' }, { sku: 'CS-EP-5-SABLE' }] },
        { sku: 'BACHE-1' },
      ],
    };
    expect(catalogAnswerTags(url(`/api/catalog?${query}`), result).sort()).toEqual(
      [
        'catalog',
        'category:11',
        'product:BACHE-1',
        'product:CS-EP-5',
        'product:CS-EP-5-SABLE',
        'product:CS-EP-5-VERT',
      ].sort(),
    );
  });

  it('name each category of a category search and the categories it filters on, no product', () => {
    const query = encodeSearchQuery({
      type: 'category',
      filters: [{ kind: 'terms', field: 'parent_id', values: [2, 3] }],
    });
    const tags = catalogAnswerTags(url(`/api/catalog?${query}`), { items: [{ id: 11, sku: 'not-a-product' }] });
    expect(tags.sort()).toEqual(['catalog', 'category:11', 'category:2', 'category:3']);
  });

  it('name the product or the category a URL maps to', () => {
    expect(
      catalogAnswerTags(url('/api/url?url=/p/CS-EP-5/citerne'), {
        _type: 'product',
        _source: { sku: 'CS-EP-5', configurable_children: [{ sku: 'CS-EP-5-VERT' }] },
      }),
    ).toEqual(['catalog', 'product:CS-EP-5', 'product:CS-EP-5-VERT']);
    expect(catalogAnswerTags(url('/api/url?url=/c/baches'), { _type: 'category', _source: { id: 7 } })).toEqual([
      'catalog',
      'category:7',
    ]);
  });

  it('name the products of a render list, and only `catalog` for CMS content or an answer of another shape', () => {
    expect(
      catalogAnswerTags(url('/api/products/render-list?skus=A,B'), { items: [{ sku: 'A' }, { sku: 'B' }] }),
    ).toEqual(['catalog', 'product:A', 'product:B']);
    expect(catalogAnswerTags(url('/api/ext/cms-data/cmsBlock/footer'), { id: 3, identifier: 'footer' })).toEqual([
      'catalog',
    ]);
    expect(catalogAnswerTags(url('/api/catalog?request=%7Bnot%20json'), 'odd')).toEqual(['catalog']);
  });
});
