import { priceFilterRanges } from '@citerne/pricing';
import { describe, expect, it } from 'vitest';
import { filterGroups } from './filterGroups';

const attributes = [
  {
    attribute_code: 'color',
    attribute_id: 93,
    frontend_label: 'Couleur',
    options: [
      { label: 'Vert', value: '49' },
      { label: 'Noir', value: '50' },
      { label: 'Sable', value: '51' },
    ],
  },
  {
    attribute_code: 'volume',
    attribute_id: 150,
    frontend_label: 'Volume',
    options: [{ label: '10 m³', value: '304' }],
  },
];

const aggregations = {
  agg_range_price: {
    buckets: [
      { key: '0-50', from: 0, to: 50, doc_count: 0 },
      { key: '50-100', from: 50, to: 100, doc_count: 2 },
      { key: '100-150', from: 100, to: 150, doc_count: 0 },
      { key: '150-', from: 150, doc_count: 9 },
    ],
  },
  agg_terms_color: {
    buckets: [
      { key: 50, doc_count: 7 },
      { key: 49, doc_count: 3 },
      { key: 51, doc_count: 0 },
    ],
  },
  agg_terms_volume: { buckets: [{ key: 304, doc_count: 4 }] },
  agg_terms_size: { buckets: [] },
};

const input = { aggregations, attributes, priceRanges: priceFilterRanges({ spaces: 'ascii' }), priceLabel: 'Prix' };

describe('category filters (SPEC §3 filter option, §9)', () => {
  it('price buckets carry the SPEC §9 labels and hold a single value', () => {
    const [price] = filterGroups({ ...input, selected: {} });
    expect(price).toMatchObject({ id: 'price', kind: 'price', single: true });
    expect(price?.options).toEqual([
      { id: '50-100', label: '50 € - 100 €', count: 2 },
      { id: '150-', label: '> 150 €', count: 9 },
    ]);
  });

  it('colour options are labelled from the attribute, in its order, drawn as swatches', () => {
    const colour = filterGroups({ ...input, selected: {} }).find((group) => group.id === 'color');
    expect(colour?.kind).toBe('swatches');
    expect(colour?.options.map((option) => [option.label, option.count])).toEqual([
      ['Vert', 3],
      ['Noir', 7],
    ]);
    expect(colour?.options[0]?.color).toBe('#2e7d32');
  });

  it('an option matching no product stays while it is chosen', () => {
    const colour = filterGroups({ ...input, selected: { color: ['51'] } }).find((group) => group.id === 'color');
    expect(colour?.options.map((option) => option.label)).toContain('Sable');
  });

  it('groups without options or without attribute metadata are left out', () => {
    expect(filterGroups({ ...input, selected: {} }).map((group) => group.id)).toEqual(['price', 'color', 'volume']);
  });
});
