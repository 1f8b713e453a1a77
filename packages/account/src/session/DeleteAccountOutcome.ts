/**
 * What deleting the account did: deleted (the session has ended with a `logout` event whose `reason` is
 * `deleted`), or why not:
 * - `wrong-password`: `accountMessages.wrongPassword`;
 * - `locked`: too many attempts (the API's 429), `accountMessages.signInIncorrect`, with `retryAfterSeconds` when
 *   the API said how long to wait;
 * - `offline`, `failed`: nothing was deleted.
 * @example
 * const outcome = await session.deleteAccount({ password });
 * if (!outcome.ok) form.setError(t(outcome.message));
 */
export type DeleteAccountOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'wrong-password' | 'offline' | 'failed'; readonly message: string }
  | { readonly ok: false; readonly reason: 'locked'; readonly message: string; readonly retryAfterSeconds?: number };
