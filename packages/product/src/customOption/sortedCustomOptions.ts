import type { CustomOption } from '@citerne/core-api/contract';

/**
 * Custom options in the order the merchant set (`sort_order`, missing counts as 0; equal ones keep their order).
 *
 * @example
 * sortedCustomOptions(product.custom_options).map((option) => option.option_id); // [1, 3, 5]
 */
export function sortedCustomOptions(options: readonly CustomOption[]): CustomOption[] {
  return [...options].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
}
