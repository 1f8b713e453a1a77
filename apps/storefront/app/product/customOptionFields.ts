import type { CustomOption } from '@citerne/core-api/contract';
import { formatPrice, getCustomOptionSupplement, priceInclTax } from '@citerne/pricing';
import { isChoiceOption, sortedCustomOptions } from '@citerne/product';
import type { CustomOption as CustomOptionField } from '@citerne/ui-kit';

type TextOption = Exclude<CustomOption, { type: 'radio' | 'select' | 'drop_down' | 'multiple' | 'checkbox' }>;

/**
 * The controls of a product's custom options (all eight types of SPEC §3), sorted, each choice labelled with its
 * supplement incl. tax: a fixed price as is, a percent price as that share of the current price (pricing's rule,
 * half-up to the cent).
 *
 * @example
 * customOptionFields(product.custom_options, 575, 20); // [{ id: '3', type: 'drop_down', values: [{ label: 'Eau potable', priceLabel: '+ 241,50 €' }] }]
 */
export function customOptionFields(
  options: readonly CustomOption[],
  basePrice: number,
  ratePercent: number,
): CustomOptionField[] {
  const supplement = (price: number | undefined, type: 'fixed' | 'percent' | undefined) => {
    const excl = getCustomOptionSupplement(basePrice, { price: price ?? 0, price_type: type ?? 'fixed' });
    return excl > 0 ? `+ ${formatPrice(priceInclTax(excl, ratePercent))}` : undefined;
  };
  return sortedCustomOptions(options).map((option) => {
    const common = { id: String(option.option_id), title: option.title, required: option.is_require === true };
    if (isChoiceOption(option)) {
      return {
        ...common,
        type: option.type,
        values: [...option.values]
          .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
          .map((value) => {
            const priceLabel = supplement(value.price, value.price_type);
            return { id: String(value.option_type_id), label: value.title, ...(priceLabel ? { priceLabel } : {}) };
          }),
      };
    }
    const text = option as TextOption;
    const accept = typeof text.file_extension === 'string' ? text.file_extension : undefined;
    return {
      ...common,
      type: text.type,
      ...(text.max_characters ? { maxCharacters: text.max_characters } : {}),
      ...(accept
        ? {
            accept: accept
              .split(',')
              .map((extension) => `.${extension.trim().replace(/^\./, '')}`)
              .join(','),
          }
        : {}),
    };
  });
}
