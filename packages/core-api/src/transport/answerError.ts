import * as v from 'valibot';
import { ErrorResultSchema } from '../contract/envelope/envelope';
import { ApiError } from '../error/ApiError';
import { errorMessages } from '../error/errorMessages';
import type { TransportAnswer } from './createTransport';

/**
 * Turns an error answer into an {@link ApiError}: the message of the result (a string, `{ message, code }`
 * or `{ errorMessage }`), else "Something went wrong".
 *
 * @example
 * if (answer.code !== 200) throw answerError(answer, 'cart.update');
 */
export function answerError(answer: TransportAnswer, call?: string): ApiError {
  const parsed = v.safeParse(ErrorResultSchema, answer.result);
  const status = answer.code !== 200 ? answer.code : answer.status;
  if (!parsed.success) return new ApiError({ status, message: errorMessages.somethingWentWrong, call });
  const result = parsed.output;
  if (typeof result === 'string') return new ApiError({ status, message: result, result, call });
  if ('message' in result && typeof result.message === 'string') {
    return new ApiError({ status, message: result.message, code: result.code?.toString(), result, call });
  }
  return new ApiError({ status, message: String(result.errorMessage), result, call });
}
