/**
 * What the session tells the rest of the shop (SPEC §4 "Session"). The storefront wires the effects that
 * cross features through them: a `logout` clears the cart, the wishlist, the compare list and the checkout
 * details and, unless `silent`, shows `accountMessages.loggedOut`; `expired` opens the sign-up modal (SPEC §8).
 *
 * - `authorized`: a stored session was restored at start.
 * - `not-authorized`: no stored session at start.
 * - `login`: a login (or a registration) succeeded and the profile is loaded.
 * - `logout`: the session ended; `silent` when no notice should be shown; `reason: 'deleted'` when the shopper
 *   deleted the account (silent: the shop says so itself).
 * - `expired`: the session ended because its tokens could not be refreshed (follows a silent `logout`).
 * @example
 * session.on((event) => { if (event.type === 'logout') cartSync.logout(); });
 */
export type SessionEvent =
  | { readonly type: 'authorized' }
  | { readonly type: 'not-authorized' }
  | { readonly type: 'login' }
  | { readonly type: 'logout'; readonly silent: boolean; readonly reason?: 'deleted' }
  | { readonly type: 'expired' };
