import type { CustomOption } from '@citerne/core-api/contract';
import type { CustomOptionAnswers } from './CustomOptionAnswers';
import { hasAnswer } from './hasAnswer';
import { sortedCustomOptions } from './sortedCustomOptions';

// Array.isArray does not narrow a readonly array out of a union.
const isValueList = (answer: object): answer is readonly string[] => Array.isArray(answer);

/**
 * The answers as the cart keeps them (SPEC §3 `product_option.extension_attributes.custom_options`): text as typed
 * (trimmed), choices as comma-joined value ids, a file by its name; options without an answer are left out.
 *
 * @example
 * cartCustomOptions(product.custom_options, { '5': ['8', '9'], '1': '12' }); // [{ option_id: 1, option_value: '12' }, { option_id: 5, option_value: '8,9' }]
 */
export function cartCustomOptions(
  options: readonly CustomOption[],
  answers: CustomOptionAnswers,
): { option_id: number; option_value: string }[] {
  return sortedCustomOptions(options).flatMap((option) => {
    const answer = answers[String(option.option_id)];
    if (!hasAnswer(answer)) return [];
    const value = typeof answer === 'string' ? answer.trim() : isValueList(answer) ? answer.join(',') : answer.name;
    return [{ option_id: option.option_id, option_value: value }];
  });
}
