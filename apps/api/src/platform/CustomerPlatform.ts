import type {
  CallBody,
  CallResultInput,
  orderHistoryCall,
  userCreateCall,
  userExportCall,
  userLoyaltyCall,
  userMeCall,
  userReviewsCall,
  userUpdateMeCall,
  userWishlistCall,
} from '@citerne/core-api/contract';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import type { SessionTokens } from '../customer/startSession';
import type { Shopper } from './Shopper';

/**
 * Customers, their sessions and their account (SPEC §7 `/api/user/*`, §8). Passwords, sessions and the rate limits
 * of login and reset live in the platform; a refusal is a `CommerceError` (401 `TOKEN_INVALID` for a bad, expired or
 * revoked token, 429 `TOO_MANY_ATTEMPTS`, 409 for an e-mail already taken…).
 *
 * @example
 * const customer = await platform.customers.authenticate(token); // null without a token
 * const { token, refreshToken } = await platform.customers.logIn({ username, password }, clientAddress);
 */
export interface CustomerPlatform {
  /** The customer of an access token (signature, expiry and live session checked); `null` without a token. */
  authenticate(token: string | undefined): Promise<Shopper>;
  /**
   * The customer group whose prices apply to the holder of a user token (SPEC §6: the catalogue's prices by group),
   * with the checks of {@link CustomerPlatform.authenticate}; `null` for a token that does not check out — never a
   * refusal, the catalogue then refuses the token itself.
   */
  priceGroup(token: string): Promise<{ groupId: number } | null>;
  /** A new account; an e-mail that has one is a 409, limited per client address (issue 19). */
  register(
    request: CallBody<typeof userCreateCall>,
    clientAddress: string,
  ): Promise<CallResultInput<typeof userMeCall>>;
  /** Logs in; with `guestCartId` that guest cart is merged into the customer's (its id comes back as `cartId`). */
  logIn(
    credentials: { username: string; password: string },
    clientAddress: string,
    guestCartId?: string,
  ): Promise<SessionTokens & { cartId?: string }>;
  /** Spends a refresh token for a new pair; a spent one presented again revokes the whole session. */
  refresh(refreshToken: string): Promise<SessionTokens>;
  /** Ends every session of the customer (issue 19), on every device. */
  logOut(customer: AuthenticatedCustomer): Promise<void>;
  profile(customer: AuthenticatedCustomer): Promise<CallResultInput<typeof userMeCall>>;
  updateProfile(
    customer: AuthenticatedCustomer,
    request: CallBody<typeof userUpdateMeCall>,
  ): Promise<CallResultInput<typeof userMeCall>>;
  orderHistory(
    customer: AuthenticatedCustomer,
    pageSize: number,
    currentPage: number,
  ): Promise<CallResultInput<typeof orderHistoryCall>>;
  /** Mails a reset link (silently nothing for an unknown address, so the call reveals no account). */
  requestPasswordReset(email: string, clientAddress: string): Promise<void>;
  /** Whether a reset link is still good (checked without spending it). */
  isResetLinkLive(email: string, resetToken: string): Promise<boolean>;
  resetPassword(request: { email: string; newPassword: string; resetToken: string }): Promise<void>;
  changePassword(
    customer: AuthenticatedCustomer,
    request: { currentPassword: string; newPassword: string },
    clientAddress: string,
  ): Promise<void>;
  reviews(customer: AuthenticatedCustomer): Promise<CallResultInput<typeof userReviewsCall>>;
  loyaltyCard(customer: AuthenticatedCustomer): Promise<CallResultInput<typeof userLoyaltyCall>>;
  wishlist(customer: AuthenticatedCustomer): Promise<CallResultInput<typeof userWishlistCall>>;
  addToWishlist(customer: AuthenticatedCustomer, skus: readonly string[]): Promise<void>;
  removeFromWishlist(customer: AuthenticatedCustomer, sku: string): Promise<void>;
  /** Everything the shop holds on the customer (GDPR art. 15, 20). */
  exportData(customer: AuthenticatedCustomer): Promise<CallResultInput<typeof userExportCall>>;
  /** Erases the account (GDPR art. 17) once the password is confirmed; orders are kept anonymised. */
  deleteAccount(customer: AuthenticatedCustomer, request: { password: string }, clientAddress: string): Promise<void>;
  /** Redeems a merchant's signed, single-use login-as-customer link. */
  redeemLoginAsCustomer(token: string, clientAddress: string): Promise<SessionTokens>;
}
