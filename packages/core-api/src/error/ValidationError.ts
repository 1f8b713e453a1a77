import * as v from 'valibot';

/** Where the invalid data was: what we were about to send, what the server answered, or what was stored. */
export type ValidationSource = 'request' | 'response' | 'storage';

/**
 * Data did not match the contract. `issues` lists each problem with its dotted path; `code` is set for
 * rules with their own handling (`CART_ID_MISSING`, SPEC §5).
 *
 * @example
 * catch (error) {
 *   if (error instanceof ValidationError && error.source === 'request') showFieldErrors(error.issues);
 * }
 */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  readonly source: ValidationSource;
  readonly issues: ReadonlyArray<{ path: string; message: string }>;
  readonly code: string | undefined;

  constructor(options: {
    source: ValidationSource;
    message: string;
    issues?: ReadonlyArray<{ path: string; message: string }>;
    code?: string;
  }) {
    super(options.message);
    this.source = options.source;
    this.issues = options.issues ?? [];
    this.code = options.code;
  }

  /** Builds the error from valibot issues. */
  static fromIssues(source: ValidationSource, what: string, issues: readonly v.BaseIssue<unknown>[]): ValidationError {
    const list = issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
    const summary = list
      .slice(0, 3)
      .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
      .join('; ');
    return new ValidationError({ source, message: `Invalid ${what}: ${summary}`, issues: list });
  }
}
