import type { CustomOptionAnswer } from './CustomOptionAnswers';

// An answer counts once it holds something: text other than blanks, at least one value id, or a file.
export function hasAnswer(value: CustomOptionAnswer | undefined): value is NonNullable<CustomOptionAnswer> {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
