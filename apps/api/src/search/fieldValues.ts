/** A primitive value of a document field, as the index compares it. */
export type FieldValue = string | number | boolean;

/**
 * The primitive values at a dotted path of a document, walking through arrays: `configurable_children.sku` gives the
 * sku of every child, `category.category_id` every category id.
 */
export function fieldValues(doc: unknown, path: readonly string[], from = 0, out: FieldValue[] = []): FieldValue[] {
  if (doc === null || doc === undefined) return out;
  if (Array.isArray(doc)) {
    for (const item of doc) fieldValues(item, path, from, out);
    return out;
  }
  if (from === path.length) {
    if (typeof doc === 'string' || typeof doc === 'number' || typeof doc === 'boolean') out.push(doc);
    return out;
  }
  if (typeof doc !== 'object') return out;
  return fieldValues((doc as Record<string, unknown>)[path[from] as string], path, from + 1, out);
}
