import type { ErrorResult } from '../contract/envelope/envelope';

/** Why the API could not give a usable answer. */
export type ApiErrorCode = 'BAD_CONTENT_TYPE' | 'WRONG_RESPONSE_FORMAT' | 'REFRESH_ABORTED' | (string & {});

/**
 * The API answered with an error (`code` other than 200), or with something that is not an answer
 * (bad content-type, no body). `status` is the answer's code (the HTTP status when there is no envelope),
 * `code` the error code of `{ message, code }` results, `result` the raw error payload.
 *
 * @example
 * try { await client.cart.applyCoupon('NOPE'); }
 * catch (error) { if (error instanceof ApiError && error.status === 400) showWarning(error.message); }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode | undefined;
  readonly result: ErrorResult | undefined;
  readonly call: string | undefined;

  constructor(options: {
    status: number;
    message: string;
    code?: ApiErrorCode | undefined;
    result?: ErrorResult | undefined;
    call?: string | undefined;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.result = options.result;
    this.call = options.call;
  }
}
