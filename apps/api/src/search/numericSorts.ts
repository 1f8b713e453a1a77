/**
 * Sort fields compared as numbers (the others in French order), for the drivers that index sort keys ahead (PostgreSQL,
 * Elasticsearch/OpenSearch); the embedded index finds the same per column from the values.
 */
export const NUMERIC_SORTS: ReadonlySet<string> = new Set([
  'position',
  'price',
  'id',
  'level',
  'attribute_id',
  'rating',
  'priority',
  'sort_order',
]);
