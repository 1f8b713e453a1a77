import type { EngineExchange } from '../startRecordedEngine';
import { byPosition, didYouMean, productSource, search, searchAnswer, suggested, textQuery } from './recordedShapes';

// "Did you mean": a text that matches nothing, answered with no hits and the phrase suggester's corrections in the
// shape of https://www.elastic.co/guide/en/elasticsearch/reference/8.15/search-suggesters.html#phrase-suggester
// (`suggest.<name>[]`: one entry for the whole text with its `offset`, `length` and `options[]` of `text` and `score`,
// best first) — the same in OpenSearch 2.x: https://opensearch.org/docs/2.19/search-plugins/searching-data/did-you-mean/.

/** The text a shopper mistyped, and what the suggester proposes for it. */
export const MISTYPED = 'citerne soupel';
export const corrections = [
  { text: 'citerne souple', score: 0.0213 },
  { text: 'citernes souples', score: 0.0087 },
  { text: 'citerne soude', score: 0.0012 },
];

const body = (text: string) => ({
  query: textQuery(text, true),
  min_score: 0.02,
  sort: [{ _score: 'desc' }, ...byPosition],
  from: 0,
  size: 24,
  ...productSource,
});

/** The mistyped search: nothing found, three corrections. */
export const suggestRecordings: readonly EngineExchange[] = [
  search(
    'citerne_product',
    { ...body(MISTYPED), suggest: didYouMean(MISTYPED) },
    searchAnswer([], 0, undefined, suggested(MISTYPED, corrections)),
  ),
];

/** The same search on an index built before the name's suggestions subfield: no suggester asked. */
export const unsuggestedRecordings: readonly EngineExchange[] = [
  search('citerne_product', body(MISTYPED), searchAnswer([], 0)),
];
