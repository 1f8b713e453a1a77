import type { SearchFilter } from '@citerne/catalog-search';

type Clause = Record<string, unknown>;

/**
 * A typed filter as a DSL clause in filter context over the indexed values (`term.*` keywords, `num.*` numbers;
 * `engineDocument`): `term`, `terms`, or `range` (several ranges: any of them).
 * @example
 * filterClause({ kind: 'terms', field: 'visibility', values: [3, 4] }); // { terms: { 'term.visibility': ['3', '4'] } }
 */
export function filterClause(filter: SearchFilter): Clause {
  switch (filter.kind) {
    case 'term':
      return { term: { [`term.${filter.field}`]: String(filter.value) } };
    case 'terms':
      return { terms: { [`term.${filter.field}`]: filter.values.map(String) } };
    case 'range': {
      // `from` included, `to` excluded (SPEC §9 price ranges), any of the ranges.
      const ranges = filter.ranges.map((range) => ({
        range: {
          [`num.${filter.field}`]: {
            ...(range.from === undefined ? {} : { gte: range.from }),
            ...(range.to === undefined ? {} : { lt: range.to }),
          },
        },
      }));
      return ranges.length === 1 ? (ranges[0] as Clause) : { bool: { should: ranges, minimum_should_match: 1 } };
    }
    default:
      return filter satisfies never;
  }
}
