import type { CustomOption } from '@citerne/core-api/contract';
import type { SelectedCustomOption } from '@citerne/pricing';
import type { CustomOptionAnswers } from './CustomOptionAnswers';
import { hasAnswer } from './hasAnswer';
import { isChoiceOption } from './isChoiceOption';

function chosenIds(value: CustomOptionAnswers[string] | undefined): readonly string[] {
  if (Array.isArray(value)) return value.filter((id) => id !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * The chosen values to price with `getCustomOptionsPrice` of `@citerne/pricing` (SPEC §4 "Option pricing"): one
 * entry per picked choice; text and file options carry their option's price and type id (priced only when the id
 * is positive).
 *
 * @example
 * pricedCustomOptions(product.custom_options, { '3': '2' }); // [{ option_id: 3, option_type_id: 2, price: 35, price_type: 'percent', title: 'Eau potable' }]
 */
export function pricedCustomOptions(
  options: readonly CustomOption[],
  answers: CustomOptionAnswers,
): SelectedCustomOption[] {
  return options.flatMap((option): SelectedCustomOption[] => {
    const answer = answers[String(option.option_id)];
    if (!hasAnswer(answer)) return [];
    if (isChoiceOption(option)) {
      return chosenIds(answer).flatMap((id) => {
        const value = option.values.find((candidate) => String(candidate.option_type_id) === id);
        return value
          ? [
              {
                option_id: option.option_id,
                option_type_id: value.option_type_id,
                price: value.price ?? 0,
                price_type: value.price_type ?? 'fixed',
                title: value.title,
              },
            ]
          : [];
      });
    }
    return [
      {
        option_id: option.option_id,
        option_type_id: option.option_type_id ?? 0,
        price: option.price ?? 0,
        price_type: option.price_type ?? 'fixed',
      },
    ];
  });
}
