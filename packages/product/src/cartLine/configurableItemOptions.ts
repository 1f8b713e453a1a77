import { attributeValue } from '../attribute/attributeValue';
import type { VariantChild } from '../variant/VariantChild';

/**
 * A variant as a cart line stores its configuration (SPEC §3 `configurable_item_options`): for each configurable
 * option of the product, the attribute id and the variant's value, as text. Options the variant has no value for
 * are left out.
 *
 * @example
 * configurableItemOptions(tank, noir); // [{ option_id: '93', option_value: '50' }]
 */
export function configurableItemOptions(
  product: {
    readonly configurable_options?:
      | readonly { readonly attribute_id?: string | number | null; readonly attribute_code?: string | null }[]
      | null;
  },
  variant: VariantChild,
): { option_id: string; option_value: string }[] {
  return (product.configurable_options ?? []).flatMap((option) => {
    const value = option.attribute_code ? attributeValue(variant, option.attribute_code) : undefined;
    return value === undefined ? [] : [{ option_id: String(option.attribute_id), option_value: value }];
  });
}
