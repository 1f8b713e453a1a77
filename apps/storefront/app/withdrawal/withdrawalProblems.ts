/** What the shopper filled in before the confirmation step. */
export interface WithdrawalDraft {
  readonly name: string;
  readonly email: string;
  /** The quantity chosen per line id. */
  readonly chosen: Readonly<Record<number, number>>;
}

/** The texts of the problems. */
export interface WithdrawalProblemTexts {
  readonly noLine: string;
  readonly name: string;
  readonly email: string;
}

/** A problem per field, as the text to show. */
export type WithdrawalProblems = Partial<Record<'lines' | 'name' | 'email', string>>;

// The API's own rules (core-api `WithdrawalSubmitRequestSchema`): a name of 2 to 200 characters and an e-mail.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The problems of a withdrawal before its confirmation step: at least one line, a name, an e-mail to answer to.
 * @example
 * const problems = withdrawalProblems({ name, email, chosen }, texts);
 */
export function withdrawalProblems(draft: WithdrawalDraft, texts: WithdrawalProblemTexts): WithdrawalProblems {
  const problems: WithdrawalProblems = {};
  if (!Object.values(draft.chosen).some((qty) => qty > 0)) problems.lines = texts.noLine;
  const name = draft.name.trim();
  if (name.length < 2 || name.length > 200) problems.name = texts.name;
  if (!EMAIL.test(draft.email.trim())) problems.email = texts.email;
  return problems;
}
