/** The attribute values a line's `configurable_item_options` choose, by code, and the option ids the product lacks. */
export interface ChosenAttributes {
  readonly attributes: Record<string, string>;
  readonly unknownOptionIds: string[];
}

/**
 * Reads a line's `configurable_item_options` (SPEC §3 `product_option.extension_attributes`: `option_id` is the
 * attribute id, `option_value` its value index) as attribute values by code, through the product's
 * `configurable_options`. An id the product has no option (or no attribute code) for is listed in `unknownOptionIds`.
 *
 * @example
 * chosenAttributes(tank, [{ option_id: 93, option_value: 50 }]); // { attributes: { color: '50' }, unknownOptionIds: [] }
 */
export function chosenAttributes(
  product: {
    readonly configurable_options?:
      | readonly { readonly attribute_id?: string | number | null; readonly attribute_code?: string | null }[]
      | null;
  },
  items: readonly { readonly option_id: string | number; readonly option_value: string | number }[] | null | undefined,
): ChosenAttributes {
  const codeOf = new Map(
    (product.configurable_options ?? []).map((option) => [String(option.attribute_id), option.attribute_code]),
  );
  const attributes: Record<string, string> = {};
  const unknownOptionIds: string[] = [];
  for (const item of items ?? []) {
    const code = codeOf.get(String(item.option_id));
    if (code) attributes[code] = String(item.option_value);
    else unknownOptionIds.push(String(item.option_id));
  }
  return { attributes, unknownOptionIds };
}
