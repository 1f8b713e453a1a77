/** What a bench flag may hold: a whole number or not, and whether 0 is allowed (a pause, a ramp). */
export interface NumberFlagRule {
  readonly integer?: boolean;
  readonly allowZero?: boolean;
}

/**
 * A bench's numeric flag, read from its command line or environment: exits with status 2 and a message naming the
 * flag when the value is not a finite number that the rule allows, so a typo never runs a misleading benchmark.
 * @example
 * const port = numberFlag('port', flags.port, { integer: true });
 */
export function numberFlag(name: string, value: string | undefined, rule: NumberFlagRule = {}): number {
  const problem = numberFlagProblem(value, rule);
  if (problem) {
    console.error(`--${name} ${problem} (got "${value}")`);
    process.exit(2);
  }
  return Number(value);
}

/** Why the value breaks the rule, in words, or null when it keeps it. */
export function numberFlagProblem(
  value: string | undefined,
  { integer = false, allowZero = false }: NumberFlagRule = {},
): string | null {
  const number = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  const ok =
    Number.isFinite(number) && (integer ? Number.isInteger(number) : true) && (allowZero ? number >= 0 : number > 0);
  if (ok) return null;
  return `must be a ${allowZero ? 'non-negative' : 'positive'} ${integer ? 'integer' : 'number'}`;
}
