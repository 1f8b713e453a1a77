import type { BundleOption } from '@citerne/core-api/contract';

/**
 * The required bundle options a selection leaves without a product (SPEC §5 "Bundle … configuration must be fixed
 * before adding"), the check of the product page and the API. `chosen` is the cart line's form
 * (`option_id`, `option_selections`); an option chosen with no selection is not chosen.
 *
 * @example
 * missingRequiredBundleOptions(pack.bundle_options, []).map((option) => option.title); // ['Citerne']
 */
export function missingRequiredBundleOptions(
  options: readonly BundleOption[] | null | undefined,
  chosen: readonly { readonly option_id: number; readonly option_selections: readonly number[] }[] | null | undefined,
): BundleOption[] {
  const answered = new Set(
    (chosen ?? []).filter((choice) => choice.option_selections.length > 0).map((choice) => choice.option_id),
  );
  return (options ?? []).filter((option) => option.required === true && !answered.has(option.option_id));
}
