import * as v from 'valibot';

/**
 * The contract's own message for a value its field schema refuses (`Field is required.`, `Must be at
 * most 100 characters.`, …), else `null`: checking the contract's field last means a form the checkout
 * accepts is never refused by the API's validation.
 */
export function contractProblem(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value, { abortEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}
