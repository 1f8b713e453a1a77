import { type OrderHistoryResult, orderHistoryCall } from '../contract/order/orderHistoryCall';
import {
  type UserChangePasswordRequest,
  type UserChangePasswordResult,
  userChangePasswordCall,
} from '../contract/user/userChangePasswordCall';
import { type UserCreateRequest, userCreateCall } from '../contract/user/userCreateCall';
import { type UserCreatePasswordRequest, userCreatePasswordCall } from '../contract/user/userCreatePasswordCall';
import { type UserLoginRequest, userLoginCall } from '../contract/user/userLoginCall';
import { userLogoutCall } from '../contract/user/userLogoutCall';
import { userMeCall } from '../contract/user/userMeCall';
import type { UserProfile } from '../contract/user/userProfile';
import { userRefreshCall } from '../contract/user/userRefreshCall';
import { userResetPasswordCall } from '../contract/user/userResetPasswordCall';
import { type UserUpdateMeRequest, userUpdateMeCall } from '../contract/user/userUpdateMeCall';
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
  /** Logs out: the server revokes the session, whose user and refresh tokens stop working at once. */
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
  };
}
