import { ApiError, NetworkError, ValidationError } from '@citerne/core-api';
import { accountMessages } from './accountMessages';
import type { LoginAsCustomerOutcome } from './LoginOutcome';

type LoginLinkFailure = Extract<LoginAsCustomerOutcome, { ok: false }>;

/**
 * Why a login-as-customer link was not redeemed. Every refusal (the API's 403 `LOGIN_AS_CUSTOMER_REFUSED`, a
 * token the contract refuses, any other 4xx) gets one text: the shop never says which check failed.
 */
export function loginLinkFailure(error: unknown): LoginLinkFailure {
  if (error instanceof NetworkError) return { ok: false, reason: 'offline', message: accountMessages.offline };
  if (
    (error instanceof ApiError && error.status >= 400 && error.status < 500) ||
    (error instanceof ValidationError && error.source === 'request')
  ) {
    return { ok: false, reason: 'refused', message: accountMessages.loginLinkRefused };
  }
  return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
}
