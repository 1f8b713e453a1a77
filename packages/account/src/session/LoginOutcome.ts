/**
 * What a login did. On failure `message` is one of `accountMessages` (translate it before showing it):
 * - `invalid`: wrong e-mail or password; the message never tells which (SPEC §8).
 * - `locked`: too many attempts (the API's 429); `retryAfterSeconds` when the API said how long to wait.
 * - `offline`: the API could not be reached.
 * - `failed`: anything else, including a profile that could not be loaded after the login (the user is cleared).
 * @example
 * const outcome = await session.login({ email, password });
 * if (!outcome.ok) form.setError(t(outcome.message));
 */
export type LoginOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'invalid' | 'offline' | 'failed'; readonly message: string }
  | { readonly ok: false; readonly reason: 'locked'; readonly message: string; readonly retryAfterSeconds?: number };

/**
 * What a registration did: a login's outcome (the account is created, then logged in), or why the account was
 * not created:
 * - `email-taken`: a customer with the same e-mail already exists (`accountMessages.emailTaken`).
 * - `rejected`: the details were refused (a field rule of the contract or of the API); `message` is the rule's text.
 * @example
 * const outcome = await session.register({ email, firstname, lastname, password });
 * if (!outcome.ok && outcome.reason === 'email-taken') offerLogin();
 */
export type RegisterOutcome =
  | LoginOutcome
  | { readonly ok: false; readonly reason: 'email-taken' | 'rejected'; readonly message: string };

/**
 * What redeeming a login-as-customer link did: logged in as that customer, or `refused` (a forged, expired or
 * already used link: `accountMessages.loginLinkRefused`), `offline` or `failed`.
 * @example
 * const outcome = await session.loginAsCustomer(tokenFromTheLink);
 * if (outcome.ok) navigate('/my-account');
 */
export type LoginAsCustomerOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'refused' | 'offline' | 'failed'; readonly message: string };
