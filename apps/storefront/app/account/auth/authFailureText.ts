import '../accountCatalog';
import type { LoginOutcome, RegisterOutcome } from '@citerne/account';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { accountMessageText } from '../accountMessageText';
import { retryMinutes } from './retryMinutes';

type Failure = Extract<LoginOutcome | RegisterOutcome, { ok: false }>;

/**
 * What the auth modal says when the session refused a login or a registration, in the shop's language:
 * - wrong e-mail or password: the SPEC §8 text, the same for both, so it never tells whether an e-mail has an
 *   account;
 * - `locked` (the API's 429): logging in is locked for a while after too many failed attempts, and when to try
 *   again. Past 5 failures per account and client address, or 20 per account from every address except those the
 *   customer logged in from before, the API makes the account wait 30 s, doubled at each further failure, 5 min at
 *   most (issue 19); past 50 failures an hour an address waits for the hour. `retryAfterSeconds` says how long, and
 *   the text rounds it up to whole minutes;
 * - offline: the API could not be reached.
 *
 * @example
 * authFailureText(i18n, { ok: false, reason: 'locked', message: '…', retryAfterSeconds: 600 });
 * // 'Trop de tentatives… Réessayez dans 10 minutes.'
 */
export function authFailureText(i18n: I18n, failure: Failure): string {
  switch (failure.reason) {
    case 'locked': {
      const minutes = retryMinutes('retryAfterSeconds' in failure ? failure.retryAfterSeconds : undefined);
      if (minutes === null) {
        return i18n._(
          msg`For your security, logging in is temporarily locked after too many failed attempts. Try again in a few minutes.`,
        );
      }
      return i18n._(
        msg({
          message: plural(minutes, {
            one: 'For your security, logging in is temporarily locked after too many failed attempts. Try again in # minute.',
            other:
              'For your security, logging in is temporarily locked after too many failed attempts. Try again in # minutes.',
          }),
        }),
      );
    }
    case 'offline':
      return i18n._(msg`You are offline. Check your connection and try again.`);
    case 'failed':
      return i18n._(msg`Something went wrong. Try again in a few seconds.`);
    case 'invalid':
    case 'email-taken':
    case 'rejected':
      return accountMessageText(i18n, failure.message);
    default:
      return failure satisfies never;
  }
}
