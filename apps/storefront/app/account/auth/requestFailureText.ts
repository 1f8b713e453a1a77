import '../accountCatalog';
import { ApiError, NetworkError } from '@citerne/core-api';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { retryMinutes } from './retryMinutes';

/**
 * Why a password call (reset link request, new password) failed, in the shop's language: offline, too many
 * requests (the API's 429, with when to try again), a new password too easy to guess (issue 19), an expired or used
 * reset link, or anything else.
 *
 * @example
 * requestFailureText(i18n, new NetworkError('…')); // 'Vous êtes hors ligne…'
 */
export function requestFailureText(i18n: I18n, error: unknown): string {
  if (error instanceof NetworkError) return i18n._(msg`You are offline. Check your connection and try again.`);
  if (error instanceof ApiError && error.status === 429) {
    const result: unknown = error.result;
    const minutes = retryMinutes(
      typeof result === 'object' && result !== null
        ? (result as { retryAfterSeconds?: unknown }).retryAfterSeconds
        : null,
    );
    if (minutes === null) return i18n._(msg`Too many requests. Try again in a few minutes.`);
    return i18n._(
      msg({
        message: plural(minutes, {
          one: 'Too many requests. Try again in # minute.',
          other: 'Too many requests. Try again in # minutes.',
        }),
      }),
    );
  }
  if (error instanceof ApiError && error.code === 'PASSWORD_TOO_WEAK') {
    return i18n._(
      msg`This password is too easy to guess: it is one of the most common passwords, repeats one character or is your e-mail. Please choose another one.`,
    );
  }
  if (error instanceof ApiError && error.code === 'RESET_LINK_EXPIRED') {
    return i18n._(msg`This reset link has expired or has already been used. Ask for a new one below.`);
  }
  return i18n._(msg`Something went wrong. Try again in a few seconds.`);
}
