import * as v from 'valibot';
import { baseQueryFields } from './baseQueryFields';

/**
 * The query of a call that takes nothing but the common params (token, storeCode).
 *
 * @example
 * v.parse(TokenQuerySchema, { token: 'abc' });
 */
export const TokenQuerySchema = v.object({ ...baseQueryFields });

/** The query of a call that takes only the common params. */
export type TokenQuery = v.InferInput<typeof TokenQuerySchema>;
