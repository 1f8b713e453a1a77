import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal the API answers in the envelope: `{ code: status, result: message }`, or
 * `{ code, result: { message, code, ...details } }` when a machine-readable `code` is given.
 * @example
 * throw new CommerceError(404, 'No such cart', 'CART_NOT_FOUND');
 */
export class CommerceError extends Error {
  override name = 'CommerceError';

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
