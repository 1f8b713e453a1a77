import { ApiError, NetworkError, ValidationError } from '@citerne/core-api';
import { accountMessages } from './accountMessages';
import type { PasswordChangeOutcome } from './PasswordChangeOutcome';

type PasswordChangeFailure = Extract<PasswordChangeOutcome, { ok: false }>;

/**
 * Why a password change failed (SPEC §8 "Account": the failure shows the server's `errorMessage`, which the
 * client puts in the error's message). A 401 the client could not fix has ended the session already: `failed`.
 */
export function passwordChangeFailure(error: unknown): PasswordChangeFailure {
  if (error instanceof NetworkError) {
    return { ok: false, reason: 'offline', message: accountMessages.passwordChangeOffline };
  }
  if (error instanceof ApiError && error.code === 'PASSWORD_TOO_WEAK') {
    return { ok: false, reason: 'rejected', message: accountMessages.passwordTooWeak };
  }
  if (error instanceof ValidationError && error.source === 'request') {
    return { ok: false, reason: 'rejected', message: error.issues[0]?.message ?? error.message };
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.message) {
    return { ok: false, reason: 'rejected', message: error.message };
  }
  return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
}
