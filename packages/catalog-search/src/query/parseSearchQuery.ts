import * as v from 'valibot';
import type { CatalogSearchConfig } from '../config/CatalogSearchConfig';
import { defaultCatalogSearchConfig } from '../config/defaultCatalogSearchConfig';
import { createSearchQuerySchema } from './createSearchQuerySchema';
import type { SearchQuery } from './SearchQuery';

/** The outcome of parsing a query: the normalised query, or one readable sentence naming what is wrong. */
export type ParsedSearchQuery = { success: true; query: SearchQuery } | { success: false; message: string };

const schemas = new WeakMap<CatalogSearchConfig, ReturnType<typeof createSearchQuerySchema>>();

/**
 * Validates and normalises a catalogue query object (SPEC §5 paging, entity types, text length).
 *
 * @example
 * const parsed = parseSearchQuery({ type: 'product', size: -1 });
 * if (parsed.success) parsed.query.size; // 50
 * parseSearchQuery({ type: 'books' }); // { success: false, message: 'type: No entity type registered: "books"' }
 */
export function parseSearchQuery(
  input: unknown,
  config: CatalogSearchConfig = defaultCatalogSearchConfig,
): ParsedSearchQuery {
  let schema = schemas.get(config);
  if (!schema) {
    schema = createSearchQuerySchema(config);
    schemas.set(config, schema);
  }
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return { success: true, query: parsed.output };
  const message = parsed.issues
    .slice(0, 3)
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
  return { success: false, message };
}
