import type { SearchFilter } from '@citerne/catalog-search';
import { type RawBuilder, sql } from 'kysely';

/** The `field=value` entries of `search_documents.terms` a term or terms filter accepts. */
export function filterTerms(filter: Extract<SearchFilter, { kind: 'term' | 'terms' }>): string[] {
  return (filter.kind === 'term' ? [filter.value] : filter.values).map((value) => `${filter.field}=${String(value)}`);
}

/**
 * One filter as a condition on the `search_documents` row `d` (the embedded index's `matcher`): a term or terms
 * filter is an overlap with the row's `terms` (GIN-indexed); a range filter keeps rows with a value in any of its
 * ranges (`from` included, `to` excluded) — the price from its column, other fields from their numeric `terms`.
 * @example
 * sql`select key from search_documents d where ${filterSql({ kind: 'term', field: 'status', value: 1 })}`;
 */
export function filterSql(filter: SearchFilter): RawBuilder<unknown> {
  if (filter.kind !== 'range') return sql`d.terms && ${filterTerms(filter)}::text[]`;
  const within = (value: RawBuilder<unknown>) =>
    sql.join(
      filter.ranges.map((range) => {
        const parts: RawBuilder<unknown>[] = [sql`true`];
        if (range.from !== undefined) parts.push(sql`${value} >= ${range.from}::float8`);
        if (range.to !== undefined) parts.push(sql`${value} < ${range.to}::float8`);
        return sql`(${sql.join(parts, sql` and `)})`;
      }),
      sql` or `,
    );
  if (filter.field === 'price') return sql`(d.price is not null and (${within(sql`d.price`)}))`;
  // Other range filters are rare (the price has its column): their numbers are read from the row's terms.
  const prefix = `${filter.field}=`;
  return sql`exists (select 1 from unnest(d.terms) as t(term), lateral (select substr(t.term, ${prefix.length + 1}) as value) as n
    where starts_with(t.term, ${prefix}) and n.value ~ '^-?[0-9]+(\.[0-9]+)?$' and ${within(sql`n.value::float8`)})`;
}
