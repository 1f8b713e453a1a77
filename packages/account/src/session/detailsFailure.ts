import { ApiError, NetworkError, ValidationError } from '@citerne/core-api';
import { accountMessages } from './accountMessages';

/** Why a customer's details (a registration, a profile update) were not saved. */
export type DetailsFailure = {
  readonly ok: false;
  readonly reason: 'email-taken' | 'rejected' | 'offline' | 'failed';
  readonly message: string;
};

/**
 * Why creating an account or saving a profile failed: the embedded API answers 409 `EMAIL_TAKEN`, Magento a 400
 * with the text; a field the contract or the API refuses is `rejected`, named by its rule's text. A 401 (a session
 * the client could not refresh, already ended by then) and a 429 are not the details' fault: `failed`. A password
 * the API finds too easy to guess (400 `PASSWORD_TOO_WEAK`, issue 19) is `rejected` with `passwordTooWeak`.
 */
export function detailsFailure(error: unknown): DetailsFailure {
  if (error instanceof NetworkError) return { ok: false, reason: 'offline', message: accountMessages.offline };
  if (
    error instanceof ApiError &&
    (error.status === 409 || error.code === 'EMAIL_TAKEN' || error.message === accountMessages.emailTaken)
  ) {
    return { ok: false, reason: 'email-taken', message: accountMessages.emailTaken };
  }
  if (error instanceof ApiError && error.code === 'PASSWORD_TOO_WEAK') {
    return { ok: false, reason: 'rejected', message: accountMessages.passwordTooWeak };
  }
  if (error instanceof ValidationError && error.source === 'request') {
    return { ok: false, reason: 'rejected', message: error.issues[0]?.message ?? error.message };
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 429].includes(error.status)) {
    return { ok: false, reason: 'rejected', message: error.message };
  }
  return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
}
