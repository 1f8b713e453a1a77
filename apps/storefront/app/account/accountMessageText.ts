import './accountCatalog';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// `@citerne/account` raises its SPEC §8 texts in English (message ids); the shop shows them in its language.
const texts: Record<string, MessageDescriptor> = {
  "You're logged out": msg`You're logged out`,
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.': msg`The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.`,
  'A customer with the same email address already exists in an associated website.': msg`A customer with the same email address already exists in an associated website.`,
  'You are offline. Some features might not be available.': msg`You are offline. Some features might not be available.`,
  'Something went wrong': msg`Something went wrong`,
  'Reset password feature does not work while offline!': msg`Reset password feature does not work while offline!`,
  'Password has successfully been changed': msg`Password has successfully been changed`,
  'Account data has successfully been updated': msg`Account data has successfully been updated`,
  'The password is incorrect.': msg`The password is incorrect.`,
  'This password is too easy to guess: it is one of the most common passwords, repeats one character or is your e-mail. Please choose another one.': msg`This password is too easy to guess: it is one of the most common passwords, repeats one character or is your e-mail. Please choose another one.`,
  'This login link is invalid, expired or already used.': msg`This login link is invalid, expired or already used.`,
  'You have been successfully subscribed to our newsletter!': msg`You have been successfully subscribed to our newsletter!`,
  'You have been unsubscribed from our newsletter.': msg`You have been unsubscribed from our newsletter.`,
};

/**
 * A text raised by the session in the shop's language; unknown texts (a server's field rule) are shown as they are.
 *
 * @example
 * accountMessageText(i18n, "You're logged out"); // 'Vous êtes déconnecté'
 */
export function accountMessageText(i18n: I18n, text: string): string {
  const known = texts[text];
  return known ? i18n._(known) : text;
}
