/**
 * `GET /_alias/…`'s answer `{ index: { aliases: { alias: {} } } }` as the indices of each alias.
 * @example
 * aliasTargets({ citerne_product_1: { aliases: { citerne_product: {} } } }); // Map { 'citerne_product' => ['citerne_product_1'] }
 */
export function aliasTargets(answer: unknown): Map<string, string[]> {
  const targets = new Map<string, string[]>();
  for (const [index, entry] of Object.entries((answer ?? {}) as Record<string, { aliases?: object }>)) {
    for (const alias of Object.keys(entry.aliases ?? {})) targets.set(alias, [...(targets.get(alias) ?? []), index]);
  }
  return targets;
}
