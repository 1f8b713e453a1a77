import type { CustomOptionValue, Product } from '@citerne/core-api/contract';
import type { MeasuredQuantity, SelectedCustomOption } from '@citerne/pricing';
import {
  customOptionsOf,
  evaluateMeasure,
  measureOf,
  measureRefusalMessage,
  missingRequiredOptions,
} from '@citerne/product';
import { CommerceError } from '../platform/CommerceError';

/** A custom option value as a line stores it: the option id and the text or value id(s) chosen. */
export interface CustomOptionChoice {
  readonly option_id: string;
  readonly option_value: string;
}

function refuse(message: string): never {
  throw new CommerceError(400, message, 'INVALID_OPTION');
}

/**
 * Checks the custom options chosen for a line against the product's (SPEC §3 "Custom option types"):
 * each option must exist, list values must be the option's, text must fit `max_characters`, required
 * options must be filled, and file options cannot travel through the cart. A made-to-measure product's
 * dimensions must be within its limits and its combination one it is made in (issue 17, the configurator's
 * `evaluateMeasure` of `@citerne/product`). Returns the choices in a canonical order, what
 * `getCustomOptionsPrice` needs to price them and the measured quantity `measuredPrice` bills.
 * @example
 * const { choices, priced } = pickCustomOptions(product, [{ option_id: '2', option_value: '7' }]);
 */
export function pickCustomOptions(
  product: Product,
  chosen: readonly CustomOptionChoice[],
): { choices: CustomOptionChoice[]; priced: SelectedCustomOption[]; measure: MeasuredQuantity | null } {
  const options = customOptionsOf(product);
  const choices: CustomOptionChoice[] = [];
  const priced: SelectedCustomOption[] = [];
  const seen = new Set<number>();
  for (const choice of chosen) {
    const id = Number(choice.option_id);
    const option = options.find((candidate) => candidate.option_id === id);
    if (!option) refuse(`Product ${product.sku} has no option ${choice.option_id}.`);
    if (seen.has(id)) refuse(`Option ${option.title} is chosen twice.`);
    seen.add(id);
    if (choice.option_value === '') continue;
    if (option.type === 'file') refuse(`Option ${option.title} needs a file, which the cart cannot carry.`);
    if (option.type === 'field' || option.type === 'area') {
      if (option.max_characters && choice.option_value.length > option.max_characters) {
        refuse(`Option ${option.title} is limited to ${option.max_characters} characters.`);
      }
      choices.push({ option_id: String(id), option_value: choice.option_value });
      priced.push({
        option_id: id,
        option_type_id: option.option_type_id ?? id,
        price: option.price,
        price_type: option.price_type,
        title: option.title,
      });
      continue;
    }
    if (!('values' in option) || !Array.isArray(option.values)) refuse(`Option ${option.title} has no values.`);
    const listed = option.values as CustomOptionValue[];
    const multiple = option.type === 'multiple' || option.type === 'checkbox';
    const ids = choice.option_value.split(',').map((part) => part.trim());
    if (!multiple && ids.length > 1) refuse(`Option ${option.title} takes one value.`);
    if (new Set(ids).size !== ids.length) refuse(`Option ${option.title} has a value chosen twice.`);
    const values = ids.map((valueId) => {
      const value = /^\d{1,10}$/.test(valueId)
        ? listed.find((candidate) => candidate.option_type_id === Number(valueId))
        : undefined;
      if (!value) refuse(`Option ${option.title} has no value ${valueId}.`);
      return value;
    });
    values.sort((a, b) => a.option_type_id - b.option_type_id);
    choices.push({ option_id: String(id), option_value: values.map((value) => value.option_type_id).join(',') });
    for (const value of values) {
      priced.push({
        option_id: id,
        option_type_id: value.option_type_id,
        price: value.price,
        price_type: value.price_type,
        title: value.title,
      });
    }
  }
  // SPEC §5: the required-option check of the page and the cart, on the same choices.
  const [missing] = missingRequiredOptions(options, choices);
  if (missing) refuse(`Option ${missing.title} is required.`);
  choices.sort((a, b) => Number(a.option_id) - Number(b.option_id));
  const rules = measureOf(product);
  if (!rules) return { choices, priced, measure: null };
  const measured = evaluateMeasure(rules, options, choices);
  if (!measured.accepted) refuse(measureRefusalMessage(measured.refusal, rules, options));
  return { choices, priced, measure: measured.priced };
}
