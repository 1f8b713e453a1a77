import type { EntityType } from '@citerne/catalog-search';

/**
 * The alias the shop reads an entity type through (`<prefix>_<type>`, e.g. `citerne_product`) and the name of one
 * built version of its index (`<prefix>_<type>_<yyyymmddhhmmssSSS>`): the indexer builds a new version beside the
 * live one, then moves the alias onto it.
 * @example
 * indexNames('citerne', 'product').alias; // 'citerne_product'
 * indexNames('citerne', 'product').version(Date.parse('2025-05-02T10:00:00Z')); // 'citerne_product_20250502100000000'
 */
export function indexNames(prefix: string, type: EntityType): { alias: string; version: (now: number) => string } {
  const alias = `${prefix}_${type}`;
  return { alias, version: (now) => `${alias}_${new Date(now).toISOString().replace(/\D/g, '').slice(0, 17)}` };
}
