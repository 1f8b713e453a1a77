import type { CustomOption } from '@citerne/core-api/contract';

/**
 * The required custom options a configuration leaves without a value (SPEC §5 "custom option configuration must be
 * fixed before adding"), the one check the product page, the cart and the API make. `chosen` is the cart line's
 * form (`option_id`, `option_value`); a value of blanks only is no value.
 *
 * @example
 * missingRequiredOptions(tarpaulin.custom_options, []).map((option) => option.title); // ['Largeur']
 */
export function missingRequiredOptions(
  options: readonly CustomOption[],
  chosen: readonly { readonly option_id: string | number; readonly option_value?: unknown }[] | null | undefined,
): CustomOption[] {
  const answered = new Set(
    (chosen ?? [])
      .filter((option) => option.option_value !== undefined && String(option.option_value).trim() !== '')
      .map((option) => String(option.option_id)),
  );
  return options.filter((option) => option.is_require === true && !answered.has(String(option.option_id)));
}
