import type { SearchQueryInput } from '@citerne/catalog-search';
import type { SeededRandom } from '@repo/test-utils/random';

// What shoppers type (accents and typos included) and what they filter on, for queries no cache has seen: the scale-
// out issue's "distinct-query runs" (every request a different query and filter mix, so the engine answers it).
const words = [
  'citerne',
  'citernes',
  'souple',
  'cuve',
  'réserve',
  'reserve',
  'incendie',
  'eau',
  'pluie',
  'potable',
  'effluents',
  'hydrocarbures',
  'irrigation',
  'bâche',
  'bache',
  'pvc',
  'pompe',
  'surface',
  'voile',
  'ombrage',
  'sable',
  'pergola',
  'kit',
  'raccord',
  'vanne',
  'citrene',
  'soupel',
  'potabel',
] as const;
const aggregationSets: readonly (readonly string[])[] = [
  ['color', 'volume', 'price'],
  ['color', 'price'],
  ['price'],
  ['volume', 'price'],
  ['color', 'size', 'price'],
];
const listing = ['sku', 'name', 'type_id', 'price_incl_tax', 'image', 'url_path', 'stock.is_in_stock'];

/**
 * A catalogue search drawn at random: one to three words (with a volume in m³ one time in three), a colour or a price
 * range filter one time in two, a sort one time in four, one of five aggregation sets. About 10⁸ combinations.
 * @example
 * const query = distinctCatalogQuery(seededRandom(7)); // { text: 'citerne pluie 35 m3', filters: [...], ... }
 */
export function distinctCatalogQuery(random: SeededRandom): SearchQueryInput {
  const terms: string[] = Array.from({ length: random.int(1, 3) }, () => random.pick(words));
  if (random.chance(1 / 3)) terms.push(`${random.int(1, 500)} m3`);
  const filters: NonNullable<SearchQueryInput['filters']>[number][] = [];
  if (random.chance(0.25)) filters.push({ kind: 'terms', field: 'color', values: [random.int(45, 60)] });
  if (random.chance(0.25)) {
    const from = random.int(0, 40) * 25;
    filters.push({ kind: 'range', field: 'price', ranges: [{ from, to: from + random.int(1, 40) * 25 }] });
  }
  return {
    text: terms.join(' '),
    ...(filters.length > 0 ? { filters } : {}),
    ...(random.chance(0.25) ? { sort: { field: 'price', order: random.pick(['asc', 'desc'] as const) } } : {}),
    aggregations: [...random.pick(aggregationSets)],
    size: 18,
    include: listing,
  };
}
