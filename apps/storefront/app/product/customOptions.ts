import type { CustomOption } from '@citerne/core-api/contract';
import { formatPrice, priceInclTax, type SelectedCustomOption } from '@citerne/pricing';
import type { CustomOption as CustomOptionField, CustomOptionValue } from '@citerne/ui-kit';

/** The shopper's answers to a product's custom options, by option id. */
export type CustomOptionAnswers = Readonly<Record<string, CustomOptionValue>>;

type ChoiceOption = Extract<CustomOption, { type: 'radio' | 'select' | 'drop_down' | 'multiple' | 'checkbox' }>;
type TextOption = Exclude<CustomOption, ChoiceOption>;

/** Whether an option offers choices (radio, select, drop_down, multiple, checkbox) rather than text or a file. */
function hasChoices(option: CustomOption): option is ChoiceOption {
  return option.type !== 'field' && option.type !== 'area' && option.type !== 'file';
}

const sorted = (options: readonly CustomOption[]) =>
  [...options].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));

function chosenIds(value: CustomOptionValue | undefined): string[] {
  if (Array.isArray(value)) return value.filter((id) => id !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

function hasAnswer(value: CustomOptionValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The controls of a product's custom options (all eight types of SPEC §3), sorted, each choice labelled with its
 * supplement incl. tax: a fixed price as is, a percent price as that share of the current price.
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
    const excl = type === 'percent' ? (basePrice * (price ?? 0)) / 100 : (price ?? 0);
    return excl > 0 ? `+ ${formatPrice(priceInclTax(excl, ratePercent))}` : undefined;
  };
  return sorted(options).map((option) => {
    const common = { id: String(option.option_id), title: option.title, required: option.is_require === true };
    if (hasChoices(option)) {
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

/**
 * The chosen values to price (SPEC §4 "Option pricing"): one entry per picked choice; text and file options
 * carry their option's price and type id (priced only when the id is positive).
 *
 * @example
 * pricedCustomOptions(product.custom_options, { '3': '2' }); // [{ option_id: 3, option_type_id: 2, price: 35, price_type: 'percent' }]
 */
export function pricedCustomOptions(
  options: readonly CustomOption[],
  answers: CustomOptionAnswers,
): SelectedCustomOption[] {
  return options.flatMap((option): SelectedCustomOption[] => {
    const answer = answers[String(option.option_id)];
    if (!hasAnswer(answer)) return [];
    if (hasChoices(option)) {
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
    const text = option as TextOption;
    return [
      {
        option_id: text.option_id,
        option_type_id: text.option_type_id ?? 0,
        price: text.price ?? 0,
        price_type: text.price_type ?? 'fixed',
      },
    ];
  });
}

/**
 * The answers as the cart keeps them (`product_option.extension_attributes.custom_options`): text as typed,
 * choices as comma-joined value ids, a file by its name.
 *
 * @example
 * cartCustomOptions(product.custom_options, { '5': ['8', '9'], '1': '12' }); // [{ option_id: 1, option_value: '12' }, { option_id: 5, option_value: '8,9' }]
 */
export function cartCustomOptions(
  options: readonly CustomOption[],
  answers: CustomOptionAnswers,
): { option_id: number; option_value: string }[] {
  return sorted(options).flatMap((option) => {
    const answer = answers[String(option.option_id)];
    if (!hasAnswer(answer)) return [];
    const value =
      typeof answer === 'string' ? answer.trim() : Array.isArray(answer) ? answer.join(',') : (answer as File).name;
    return [{ option_id: option.option_id, option_value: value }];
  });
}

/**
 * What stops the configuration from being added (SPEC §5 "custom option configuration must be fixed before
 * adding"): required options without an answer, texts longer than allowed.
 *
 * @example
 * customOptionProblems(product.custom_options, {}); // { '1': 'required', '2': 'required', … }
 */
export function customOptionProblems(
  options: readonly CustomOption[],
  answers: CustomOptionAnswers,
): Record<string, 'required' | 'tooLong'> {
  const problems: Record<string, 'required' | 'tooLong'> = {};
  for (const option of options) {
    const id = String(option.option_id);
    const answer = answers[id];
    if (option.is_require && !hasAnswer(answer)) problems[id] = 'required';
    else if (!hasChoices(option)) {
      const max = (option as TextOption).max_characters;
      if (max && typeof answer === 'string' && answer.length > max) problems[id] = 'tooLong';
    }
  }
  return problems;
}
