import { type CatalogSearchConfig, visitorFilters } from '@citerne/catalog-search';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { filterSql } from './filterSql';

/**
 * How many products a visitor sees in each category (the `product_count` of SPEC §3 categories, the menu hides
 * empty ones): products passing the catalogue's visitor filters, counted per `category_ids` value, from the index.
 * @example
 * const counts = await visibleProductCounts(db, config); // Map { '5' => 12, ... }
 */
export async function visibleProductCounts(
  db: Kysely<Database>,
  config: CatalogSearchConfig,
): Promise<Map<string, number>> {
  const filters = visitorFilters('catalog', config).map(filterSql);
  const { rows } = await sql<{ id: string; count: number }>`
    select substr(t.term, length('category_ids=') + 1) as id, count(*)::int as count
    from search_documents d, unnest(d.terms) as t(term)
    where d.type = 'product' and ${sql.join(filters, sql` and `)} and starts_with(t.term, 'category_ids=')
    group by 1`.execute(db);
  return new Map(rows.map((row) => [row.id, row.count]));
}
