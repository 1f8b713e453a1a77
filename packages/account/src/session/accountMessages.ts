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
} as const;
