import type { CustomOption } from '@citerne/core-api/contract';
import type { CustomOptionAnswers } from './CustomOptionAnswers';
import { cartCustomOptions } from './cartCustomOptions';
import { isChoiceOption } from './isChoiceOption';
import { missingRequiredOptions } from './missingRequiredOptions';

/** Why one custom option stops the adding: no answer to a required option, or a text longer than allowed. */
export type CustomOptionProblem = 'required' | 'tooLong';

/**
 * What stops the configuration from being added (SPEC §5 "custom option configuration must be fixed before
 * adding"), by option id: required options without an answer ({@link missingRequiredOptions} on the answers as the
 * cart keeps them, the check the cart and the API make too), texts longer than `max_characters`.
 *
 * @example
 * customOptionProblems(product.custom_options, {}); // { '1': 'required', '3': 'required' }
 */
export function customOptionProblems(
  options: readonly CustomOption[],
  answers: CustomOptionAnswers,
): Record<string, CustomOptionProblem> {
  const problems: Record<string, CustomOptionProblem> = {};
  for (const option of missingRequiredOptions(options, cartCustomOptions(options, answers))) {
    problems[String(option.option_id)] = 'required';
  }
  for (const option of options) {
    const id = String(option.option_id);
    const answer = answers[id];
    if (problems[id] || isChoiceOption(option) || !option.max_characters) continue;
    if (typeof answer === 'string' && answer.length > option.max_characters) problems[id] = 'tooLong';
  }
  return problems;
}
