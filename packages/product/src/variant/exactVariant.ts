import { selectVariant } from './selectVariant';
import type { VariantChild } from './VariantChild';
import type { VariantRules } from './VariantRules';

/**
 * The available child having every chosen value, `null` when there is none (SPEC §8 "No such configuration for the
 * product. Please do choose another combination of attributes."): {@link selectVariant} without its fallback.
 *
 * @example
 * exactVariant(tank.configurable_children, { color: '51', volume: '304' }, { listOutOfStock: true })?.sku; // 'CS-EP-10-SABLE'
 */
export function exactVariant<C extends VariantChild>(
  children: readonly C[] | null | undefined,
  attributes: Readonly<Record<string, string | number | null | undefined>>,
  rules: Pick<VariantRules, 'listOutOfStock'>,
): C | null {
  const selected = selectVariant(children, { attributes }, { ...rules, fallbackToFirstAvailable: false });
  return selected?.exact ? selected.variant : null;
}
