import { ApiError, NetworkError, ValidationError } from '@citerne/core-api';
import { accountMessages } from './accountMessages';
import type { LoginOutcome } from './LoginOutcome';

type LoginFailure = Extract<LoginOutcome, { ok: false }>;

function retryAfter(error: ApiError): { retryAfterSeconds?: number } {
  const result: unknown = error.result;
  const seconds =
    typeof result === 'object' && result !== null
      ? (result as { retryAfterSeconds?: unknown }).retryAfterSeconds
      : null;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {};
}

/**
 * Why a login call failed. Every refusal gets the same SPEC §8 text, whatever the API said, so the shop never
 * tells whether an e-mail has an account; an e-mail the contract refuses cannot have one either.
 */
export function signInFailure(error: unknown): LoginFailure {
  if (error instanceof NetworkError) return { ok: false, reason: 'offline', message: accountMessages.offline };
  if (error instanceof ApiError && error.status === 429) {
    return { ok: false, reason: 'locked', message: accountMessages.signInIncorrect, ...retryAfter(error) };
  }
  if (
    (error instanceof ApiError && error.status >= 400 && error.status < 500) ||
    (error instanceof ValidationError && error.source === 'request')
  ) {
    return { ok: false, reason: 'invalid', message: accountMessages.signInIncorrect };
  }
  return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
}
