/**
 * The texts of SPEC §8 the session raises (English message ids; the shop translates them).
 * @example
 * session.on((event) => {
 *   if (event.type === 'logout' && !event.silent) notify('success', t(accountMessages.loggedOut));
 * });
 */
export const accountMessages = {
  loggedOut: "You're logged out",
  /** One text for a wrong e-mail, a wrong password and a lockout: it never tells whether an e-mail exists. */
  signInIncorrect:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  emailTaken: 'A customer with the same email address already exists in an associated website.',
  offline: 'You are offline. Some features might not be available.',
  somethingWentWrong: 'Something went wrong',
  /** SPEC §8 "Account": a password change is refused at once while offline. */
  passwordChangeOffline: 'Reset password feature does not work while offline!',
  /** SPEC §8 "Account": followed by an automatic re-login with the new password. */
  passwordChanged: 'Password has successfully been changed',
  /** SPEC §8 "Account". */
  profileUpdated: 'Account data has successfully been updated',
  /**
   * The API's 400 `PASSWORD_TOO_WEAK` (issue 19): a new password among the most common breached ones, one character
   * repeated, blank, or the e-mail. Checked by the server only: the list of breached passwords stays off the browser.
   */
  passwordTooWeak:
    'This password is too easy to guess: it is one of the most common passwords, repeats one character or is your e-mail. Please choose another one.',
  /** Deleting the account with a wrong password. */
  wrongPassword: 'The password is incorrect.',
  /** A login-as-customer link that is forged, expired or already used. */
  loginLinkRefused: 'This login link is invalid, expired or already used.',
  /** SPEC §5: an e-mail field left empty. */
  fieldRequired: 'Field is required.',
  /** SPEC §5: an e-mail that is not one. */
  invalidEmail: 'Please provide valid e-mail address.',
  /** SPEC §8 "Account": the newsletter subscription succeeded. */
  newsletterSubscribed: 'You have been successfully subscribed to our newsletter!',
  newsletterUnsubscribed: 'You have been unsubscribed from our newsletter.',
} as const;
