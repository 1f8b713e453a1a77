import { ApiError, NetworkError, ValidationError } from '@citerne/core-api';
import { accountMessages } from './accountMessages';
import type { RegisterOutcome } from './LoginOutcome';

type RegisterFailure = Extract<RegisterOutcome, { ok: false }>;

/** Why creating the account failed (the embedded API answers 409 `EMAIL_TAKEN`; Magento a 400 with the text). */
export function registrationFailure(error: unknown): RegisterFailure {
  if (error instanceof NetworkError) return { ok: false, reason: 'offline', message: accountMessages.offline };
  if (
    error instanceof ApiError &&
    (error.status === 409 || error.code === 'EMAIL_TAKEN' || error.message === accountMessages.emailTaken)
  ) {
    return { ok: false, reason: 'email-taken', message: accountMessages.emailTaken };
  }
  if (error instanceof ValidationError && error.source === 'request') {
    return { ok: false, reason: 'rejected', message: error.issues[0]?.message ?? error.message };
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return { ok: false, reason: 'rejected', message: error.message };
  }
  return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
}
