import type { CustomOption } from '@citerne/core-api/contract';

/** A custom option that offers values to choose from (SPEC §3: radio, select, drop_down, multiple, checkbox). */
export type ChoiceOption = Extract<CustomOption, { type: 'radio' | 'select' | 'drop_down' | 'multiple' | 'checkbox' }>;

/**
 * Whether a custom option offers values to choose from rather than text or a file (SPEC §3 "Custom option types").
 *
 * @example
 * isChoiceOption({ option_id: 3, title: 'Usage', type: 'drop_down', values: [] }); // true
 */
export function isChoiceOption(option: CustomOption): option is ChoiceOption {
  return option.type !== 'field' && option.type !== 'area' && option.type !== 'file';
}
