import { ApiError, NetworkError, ValidationError } from '@citerne/core-api';
import { accountMessages } from './accountMessages';
import type { DeleteAccountOutcome } from './DeleteAccountOutcome';
import { signInFailure } from './signInFailure';

type DeleteAccountFailure = Extract<DeleteAccountOutcome, { ok: false }>;

/** Why deleting the account failed: the API answers a wrong password with 403 `WRONG_PASSWORD`, too many with 429. */
export function deleteAccountFailure(error: unknown): DeleteAccountFailure {
  if (error instanceof NetworkError) return { ok: false, reason: 'offline', message: accountMessages.offline };
  if (error instanceof ApiError && error.status === 429) {
    const locked = signInFailure(error);
    return locked.reason === 'locked' ? locked : { ok: false, reason: 'locked', message: locked.message };
  }
  if (
    (error instanceof ApiError && (error.status === 403 || error.code === 'WRONG_PASSWORD')) ||
    (error instanceof ValidationError && error.source === 'request')
  ) {
    return { ok: false, reason: 'wrong-password', message: accountMessages.wrongPassword };
  }
  return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
}
