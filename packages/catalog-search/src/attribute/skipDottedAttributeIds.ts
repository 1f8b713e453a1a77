/**
 * SPEC §5 "Attribute ids containing a dot are skipped on load": keeps the attribute ids or codes to load.
 *
 * @example
 * skipDottedAttributeIds(['color', 'category.name', 93]); // ['color', 93]
 */
export function skipDottedAttributeIds<T extends string | number>(ids: readonly T[]): T[] {
  return ids.filter((id) => !String(id).includes('.'));
}
