import type { CustomOption } from '@citerne/core-api/contract';
import { isChoiceOption } from './isChoiceOption';
import { sortedCustomOptions } from './sortedCustomOptions';

/**
 * A cart line's custom options in words (SPEC §3 `product_option.extension_attributes.custom_options`), in the
 * merchant's order: each option's title and its value — the text typed, or the titles of the chosen values. Options
 * the product no longer has, and value ids it does not list, are left out.
 *
 * @example
 * customOptionsInWords(tank.custom_options, [{ option_id: '1', option_value: '10' }, { option_id: '5', option_value: '8,9' }]);
 * // [{ label: 'Longueur disponible (m)', value: '10' }, { label: 'Accessoires', value: 'Vanne, Trop-plein' }]
 */
export function customOptionsInWords(
  options: readonly CustomOption[],
  chosen: readonly { readonly option_id: string | number; readonly option_value?: unknown }[] | null | undefined,
): { label: string; value: string }[] {
  return sortedCustomOptions(options).flatMap((option) => {
    const raw = (chosen ?? []).find((entry) => String(entry.option_id) === String(option.option_id))?.option_value;
    const text = raw === undefined || raw === null ? '' : String(raw).trim();
    if (text === '') return [];
    if (!isChoiceOption(option)) return [{ label: option.title, value: text }];
    const titles = text
      .split(',')
      .flatMap((id) => option.values.filter((value) => String(value.option_type_id) === id.trim()))
      .map((value) => value.title);
    return titles.length > 0 ? [{ label: option.title, value: titles.join(', ') }] : [];
  });
}
