import { type OrderHistoryResult, orderHistoryCall } from '../contract/order/orderHistoryCall';
import type { CustomerDataExport } from '../contract/user/customerDataExport';
import type { CustomerReview } from '../contract/user/customerReview';
import type { LoyaltyCard } from '../contract/user/loyaltyCard';
import {
  type UserChangePasswordRequest,
  type UserChangePasswordResult,
  userChangePasswordCall,
} from '../contract/user/userChangePasswordCall';
import { type UserCreateRequest, userCreateCall } from '../contract/user/userCreateCall';
import { type UserCreatePasswordRequest, userCreatePasswordCall } from '../contract/user/userCreatePasswordCall';
import { type UserDeleteRequest, userDeleteCall } from '../contract/user/userDeleteCall';
import { userExportCall } from '../contract/user/userExportCall';
import { type UserLoginAsCustomerRequest, userLoginAsCustomerCall } from '../contract/user/userLoginAsCustomerCall';
import { type UserLoginRequest, userLoginCall } from '../contract/user/userLoginCall';
import { userLogoutCall } from '../contract/user/userLogoutCall';
import { userLoyaltyCall } from '../contract/user/userLoyaltyCall';
import { userMeCall } from '../contract/user/userMeCall';
import type { UserProfile } from '../contract/user/userProfile';
import { userRefreshCall } from '../contract/user/userRefreshCall';
import { userResetPasswordCall } from '../contract/user/userResetPasswordCall';
import { userReviewsCall } from '../contract/user/userReviewsCall';
import { type UserUpdateMeRequest, userUpdateMeCall } from '../contract/user/userUpdateMeCall';
import { userWishlistAddCall } from '../contract/user/userWishlistAddCall';
import { userWishlistCall } from '../contract/user/userWishlistCall';
import { userWishlistRemoveCall } from '../contract/user/userWishlistRemoveCall';
import type { WishlistItem } from '../contract/user/wishlistItem';
import { type ClientContext, callApi } from './callApi';

/** The tokens of a session: the user token and the refresh token. */
export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/** The user calls of SPEC §7. */
export interface UserClient {
  /** Logs in; resolves the user token and the refresh token (answer `meta.refreshToken`). */
  login(credentials: UserLoginRequest): Promise<SessionTokens>;
  /**
   * Logs out: the server revokes the session, whose user and refresh tokens stop working at once. The session's reads
   * still under way are abandoned first (they reject with a `NetworkError`; `Transport.endSessionReads`).
   */
  logout(): Promise<boolean>;
  create(request: UserCreateRequest): Promise<UserProfile>;
  resetPassword(email: string): Promise<boolean>;
  createPassword(request: UserCreatePasswordRequest): Promise<boolean>;
  /** Changes the password; a refusal throws an `ApiError` whose message is the server's `errorMessage`. */
  changePassword(request: UserChangePasswordRequest): Promise<UserChangePasswordResult>;
  me(): Promise<UserProfile>;
  /** Saves firstname, lastname, email and addresses (the only fields that can change, SPEC §6). */
  updateMe(customer: UserUpdateMeRequest['customer']): Promise<UserProfile>;
  /** Exchanges a refresh token for a new user token (and a new refresh token when the backend rotates). */
  refresh(refreshToken: string): Promise<{ token: string; refreshToken: string | undefined }>;
  orderHistory(page?: { pageSize?: number; currentPage?: number }): Promise<OrderHistoryResult>;
  /** The reviews the customer wrote, newest first, with their product and moderation status. */
  reviews(): Promise<CustomerReview[]>;
  /** The customer's loyalty card: card number (EAN-13) and points of the paid orders. */
  loyalty(): Promise<LoyaltyCard>;
  /** Everything the shop holds about the customer, as one JSON document (GDPR art. 15, 20). */
  exportData(): Promise<CustomerDataExport>;
  /**
   * Deletes the account (GDPR art. 17); the password proves it is the customer. A wrong password throws an
   * `ApiError` 403 `WRONG_PASSWORD`; afterwards the session's tokens stop working.
   */
  deleteAccount(request: UserDeleteRequest): Promise<boolean>;
  /**
   * Redeems the single-use token of a merchant's login-as-customer link: starts a session of that customer,
   * like login. A refused token throws an `ApiError` 403 `LOGIN_AS_CUSTOMER_REFUSED`.
   */
  loginAsCustomer(request: UserLoginAsCustomerRequest): Promise<SessionTokens>;
  /** The customer's wishlist, oldest first. */
  wishlist(): Promise<WishlistItem[]>;
  /** Adds products (each kept once; unknown skus left out); resolves the whole list. */
  wishlistAdd(skus: readonly string[]): Promise<WishlistItem[]>;
  /** Removes a product; resolves the whole list. */
  wishlistRemove(sku: string): Promise<WishlistItem[]>;
}

/**
 * Creates the user calls. A successful login starts a new session on the token guard (lock 0).
 *
 * @example
 * const { token, refreshToken } = await createUserClient(context).login({ username, password });
 */
export function createUserClient(context: ClientContext): UserClient {
  return {
    async login(credentials) {
      const { result, meta } = await callApi(context, userLoginCall, { body: credentials });
      context.transport.guard.reset();
      return { token: result, refreshToken: meta?.refreshToken ?? '' };
    },
    async logout() {
      // The session's reads under way would come back 401 once it is revoked: abandoned first.
      context.transport.endSessionReads();
      return (await callApi(context, userLogoutCall, { query: {} })).result;
    },
    async create(request) {
      return (await callApi(context, userCreateCall, { body: request })).result;
    },
    async resetPassword(email) {
      return (await callApi(context, userResetPasswordCall, { body: { email } })).result;
    },
    async createPassword(request) {
      return (await callApi(context, userCreatePasswordCall, { body: request })).result;
    },
    async changePassword(request) {
      return (await callApi(context, userChangePasswordCall, { body: request })).result;
    },
    async me() {
      return (await callApi(context, userMeCall)).result;
    },
    async updateMe(customer) {
      return (await callApi(context, userUpdateMeCall, { body: { customer } })).result;
    },
    async refresh(refreshToken) {
      const { result, meta } = await callApi(context, userRefreshCall, { body: { refreshToken } });
      return { token: result, refreshToken: meta?.refreshToken };
    },
    async orderHistory(page = {}) {
      return (await callApi(context, orderHistoryCall, { query: { ...page } })).result;
    },
    async reviews() {
      return (await callApi(context, userReviewsCall)).result;
    },
    async loyalty() {
      return (await callApi(context, userLoyaltyCall)).result;
    },
    async exportData() {
      return (await callApi(context, userExportCall)).result;
    },
    async deleteAccount(request) {
      return (await callApi(context, userDeleteCall, { body: request })).result;
    },
    async loginAsCustomer(request) {
      const { result, meta } = await callApi(context, userLoginAsCustomerCall, { body: request });
      context.transport.guard.reset();
      return { token: result, refreshToken: meta.refreshToken };
    },
    async wishlist() {
      return (await callApi(context, userWishlistCall)).result;
    },
    async wishlistAdd(skus) {
      return (await callApi(context, userWishlistAddCall, { body: { skus: [...skus] } })).result;
    },
    async wishlistRemove(sku) {
      return (await callApi(context, userWishlistRemoveCall, { body: { sku } })).result;
    },
  };
}
