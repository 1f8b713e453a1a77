import { fieldValues } from './fieldValues';
import type { IndexedDocument, TypeDefinition } from './TypeDefinition';

/**
 * The values a document is filtered, sorted and aggregated on for a query field, as strings (numbers and booleans
 * written as `String` does): the field's alias path (`price` is `price_incl_tax`), a computed value (a product's
 * `position`), or the document's own values at the dotted path plus the extra values it is also found by (a
 * configurable's children's colours). One home for both search drivers: the embedded index's columns and the rows
 * of the PostgreSQL index are made of the same values.
 * @example
 * documentValues(definitions.product, entry, 'color'); // ['49', '52']
 */
export function documentValues(definition: TypeDefinition, entry: IndexedDocument, field: string): string[] {
  const computed = definition.computed?.[field];
  if (computed) {
    const value = computed(entry);
    return value === undefined ? [] : [String(value)];
  }
  const own = fieldValues(entry.doc, (definition.aliases?.[field] ?? field).split('.')).map(String);
  const extra = entry.extra?.[field];
  return extra ? [...new Set([...own, ...extra.map(String)])] : own;
}
