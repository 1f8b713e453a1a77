/** The shortest first or last name the API accepts (SPEC §5 "name at least 2 letters"; the contract trims first). */
const MIN_NAME_LENGTH = 2;

/** What is wrong with a first or last name. */
export type NameProblem = 'required' | 'tooShort';

/**
 * The rule of a first or last name (SPEC §5): required and, once trimmed, at least 2 characters, as the API checks.
 * @example
 * nameProblem(' '); // 'required'
 * nameProblem('L'); // 'tooShort'
 * nameProblem('Léa'); // null
 */
export function nameProblem(value: string): NameProblem | null {
  const name = value.trim();
  if (name === '') return 'required';
  return name.length < MIN_NAME_LENGTH ? 'tooShort' : null;
}
