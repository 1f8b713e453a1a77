import { attributeValue } from '../attribute/attributeValue';
import type { VariantChild } from './VariantChild';

/**
 * The values of a child for the product's configurable options, by attribute code (SPEC §3 "Configurable option").
 *
 * @example
 * variantAttributes(noir, [{ code: 'color' }]); // { color: '50' }
 */
export function variantAttributes(
  child: VariantChild,
  options: readonly { readonly code: string }[],
): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const option of options) {
    const value = attributeValue(child, option.code);
    if (value !== undefined) attributes[option.code] = value;
  }
  return attributes;
}
