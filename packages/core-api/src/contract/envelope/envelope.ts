import * as v from 'valibot';

/**
 * The error payload of an answer whose code is not 200: a message, `{ message, code }`,
 * or `{ errorMessage }` (change password, SPEC §7).
 *
 * @example
 * v.parse(ErrorResultSchema, { message: 'Incorrect coupon code', code: 'COUPON_INVALID' });
 */
export const ErrorResultSchema = v.union([
  v.string(),
  v.looseObject({ message: v.string(), code: v.optional(v.union([v.string(), v.number()])) }),
  v.looseObject({ errorMessage: v.string() }),
]);

/** The error payload of an answer, see {@link ErrorResultSchema}. */
export type ErrorResult = v.InferOutput<typeof ErrorResultSchema>;

/**
 * Every answer of `/api/*`: `code` mirrors the HTTP status, `result` carries the data (SPEC §7).
 *
 * @example
 * const TokenAnswer = envelopeSchema(v.string(), v.object({ refreshToken: v.string() }));
 */
export function envelopeSchema<TResult extends v.GenericSchema, TMeta extends v.GenericSchema = v.UnknownSchema>(
  result: TResult,
  meta?: TMeta,
) {
  return v.looseObject({
    code: v.pipe(v.number(), v.integer()),
    result,
    meta: v.optional((meta ?? v.unknown()) as TMeta),
  });
}

/**
 * An answer with an error: `{ code, result: message | { message, code } }`.
 *
 * @example
 * v.parse(ErrorEnvelopeSchema, { code: 400, result: 'Field is required.' });
 */
export const ErrorEnvelopeSchema = v.looseObject({
  code: v.pipe(v.number(), v.integer()),
  result: ErrorResultSchema,
  meta: v.optional(v.unknown()),
});

/** An answer with an error. */
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelopeSchema>;

/** Any answer: `{ code, result, meta? }`. */
export interface Envelope<TResult, TMeta = unknown> {
  code: number;
  result: TResult;
  meta?: TMeta;
}

/**
 * The message an error payload carries, whatever its shape.
 *
 * @example
 * errorResultMessage({ message: 'Out of stock', code: 'E1' }); // 'Out of stock'
 */
export function errorResultMessage(result: ErrorResult): string {
  if (typeof result === 'string') return result;
  if ('message' in result && typeof result.message === 'string') return result.message;
  return String((result as { errorMessage: string }).errorMessage);
}
