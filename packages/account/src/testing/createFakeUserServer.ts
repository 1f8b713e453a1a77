import { ApiError, NetworkError, type UserClient, ValidationError } from '@citerne/core-api';
import {
  type Order,
  UserChangePasswordRequestSchema,
  UserCreateRequestSchema,
  UserDeleteRequestSchema,
  UserLoginAsCustomerRequestSchema,
  UserLoginRequestSchema,
  type UserProfile,
  UserUpdateMeRequestSchema,
} from '@citerne/core-api/contract';
import * as v from 'valibot';

type Method =
  | 'login'
  | 'logout'
  | 'create'
  | 'me'
  | 'refresh'
  | 'updateMe'
  | 'changePassword'
  | 'orderHistory'
  | 'deleteAccount'
  | 'loginAsCustomer';

/** A call the fake received, with the user token it carried. */
export interface ReceivedCall {
  readonly method: Method;
  readonly token: string | null;
}

/** The network failure of a call sent while offline. */
export const offline = () => new NetworkError('https://shop.test/api/user', new TypeError('fetch failed'));

/** The account every fake server starts with. */
export const lea = {
  email: 'lea@example.fr',
  password: 'citerne-2025',
  profile: { id: 7, email: 'lea@example.fr', firstname: 'Léa', lastname: 'Martin', group_id: 1, addresses: [] },
} as const satisfies { email: string; password: string; profile: UserProfile };

/** The API's answer to a wrong current password (apps/api `changePassword`). */
export const CURRENT_PASSWORD_WRONG = "The password doesn't match this account. Verify the password and try again.";

/** An order of the history, numbered `n`. */
export const pastOrder = (n: number): Order => ({
  entity_id: n,
  increment_id: String(n).padStart(9, '0'),
  created_at: '2025-05-02 10:00:00',
  status: 'complete',
  grand_total: 100 + n,
  items: [],
});

/**
 * An in-memory stand-in for the user calls of the API, checked against the contract's request schemas, with the
 * API's rules (issue 19): a logout and a password change end every session of the customer, a profile update saves only the editable fields (addresses get ids, defaults follow their flags), a
 * deleted account's sessions end, a login-as-customer token works once. It answers like a leaky backend would
 * (an unknown e-mail and a wrong password get different messages), so tests can show the session hides the
 * difference.
 */
export function createFakeUserServer() {
  const accounts = new Map<string, { password: string; profile: UserProfile }>([
    [lea.email, { password: lea.password, profile: { ...lea.profile, addresses: [] } }],
  ]);
  const tokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  // The refresh token of each user token: one server session.
  const pairs = new Map<string, string>();
  const orders = new Map<string, Order[]>();
  const loginLinks = new Map<string, string>();
  let addressIds = 100;
  const failures = new Map<Method, unknown[]>();
  const holds = new Map<Method, Promise<void>>();
  const received: ReceivedCall[] = [];
  const bodies = new Map<Method, unknown>();
  let issued = 0;

  const issue = (email: string) => {
    issued += 1;
    const session = { token: `token-${issued}`, refreshToken: `refresh-${issued}` };
    tokens.set(session.token, email);
    refreshTokens.set(session.refreshToken, email);
    pairs.set(session.token, session.refreshToken);
    return session;
  };
  const endSessions = (keep: (token: string, email: string) => boolean) => {
    for (const [token, email] of [...tokens]) {
      if (keep(token, email)) continue;
      tokens.delete(token);
      refreshTokens.delete(pairs.get(token) ?? '');
      pairs.delete(token);
    }
  };
  const unauthorized = () =>
    new ApiError({
      status: 401,
      code: 'REFRESH_ABORTED',
      message: 'Error refreshing user token. User is not authorized to access the resource',
    });
  const enter = async (method: Method, token: string | null) => {
    received.push({ method, token });
    await holds.get(method);
    const failure = failures.get(method)?.shift();
    if (failure !== undefined) throw failure;
  };
  const check = <S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> => {
    const parsed = v.safeParse(schema, value);
    if (!parsed.success) throw ValidationError.fromIssues('request', what, parsed.issues);
    return parsed.output;
  };
  const notUsed = () => Promise.reject(new Error('Not used by the session.'));
  const accountOf = (token: string | null) => {
    const email = token ? tokens.get(token) : undefined;
    const account = email ? accounts.get(email) : undefined;
    if (!email || !account) throw unauthorized();
    return { email, account };
  };

  return {
    accounts,
    /** Tokens the server accepts, with their account's e-mail. */
    tokens,
    /** Each customer's order history (by e-mail), newest first. */
    orders,
    /** Login-as-customer tokens a merchant made, with the customer's e-mail; each works once. */
    loginLinks,
    received,
    /** The last request body of each call, as the session sent it (before the contract's checks). */
    bodies,
    /** Names of the calls received, in order. */
    calls: () => received.map((call) => call.method),
    /** Opens a session on the server, as a login in an earlier visit did. */
    issue,
    /** Makes the next call of `method` fail with `error`. */
    failNext(method: Method, error: unknown) {
      failures.set(method, [...(failures.get(method) ?? []), error]);
    },
    /** Holds every call of `method` until `release()`. */
    hold(method: Method) {
      let release = () => {};
      holds.set(
        method,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        holds.delete(method);
        release();
      };
    },
    /** The user calls, reading the user token the way the API client does. */
    userClient(getToken: () => string | null): UserClient {
      return {
        async login(credentials) {
          await enter('login', null);
          const { username, password } = check(UserLoginRequestSchema, credentials, 'user.login body');
          const account = accounts.get(username);
          if (!account) throw new ApiError({ status: 401, message: 'No account for this e-mail.' });
          if (account.password !== password) throw new ApiError({ status: 401, message: 'Wrong password.' });
          return issue(username);
        },
        async logout() {
          const token = getToken();
          await enter('logout', token);
          if (!token || !tokens.has(token)) throw unauthorized();
          const owner = tokens.get(token);
          // As the API (issue 19): a logout ends every session of the customer.
          endSessions((_, email) => email !== owner);
          return true;
        },
        async create(request) {
          await enter('create', null);
          const { customer, password } = check(UserCreateRequestSchema, request, 'user.create body');
          if (accounts.has(customer.email)) {
            throw new ApiError({
              status: 409,
              code: 'EMAIL_TAKEN',
              message: 'A customer with the same email address already exists in an associated website.',
            });
          }
          const profile: UserProfile = {
            id: 100 + accounts.size,
            email: customer.email,
            firstname: customer.firstname,
            lastname: customer.lastname,
            group_id: 1,
            addresses: [],
          };
          accounts.set(customer.email, { password, profile });
          return profile;
        },
        async me() {
          const token = getToken();
          await enter('me', token);
          return accountOf(token).account.profile;
        },
        async refresh(refreshToken) {
          await enter('refresh', null);
          const email = refreshTokens.get(refreshToken);
          if (!email) throw unauthorized();
          refreshTokens.delete(refreshToken);
          for (const [token, paired] of pairs) if (paired === refreshToken) endSessions((other) => other !== token);
          return issue(email);
        },
        async updateMe(customer) {
          const token = getToken();
          bodies.set('updateMe', customer);
          await enter('updateMe', token);
          const { email, account } = accountOf(token);
          const saved = check(UserUpdateMeRequestSchema, { customer }, 'user.updateMe body').customer;
          if (saved.email !== email && accounts.has(saved.email)) {
            throw new ApiError({
              status: 409,
              code: 'EMAIL_TAKEN',
              message: 'A customer with the same email address already exists in an associated website.',
            });
          }
          let { addresses, default_shipping, default_billing } = account.profile;
          if (saved.addresses) {
            const known = new Set(addresses.map((address) => address.id));
            addresses = saved.addresses.map(({ default_shipping: _s, default_billing: _b, ...address }) => {
              if (address.id !== undefined && !known.has(address.id)) {
                throw new ApiError({ status: 403, code: 'ADDRESS_FORBIDDEN', message: 'Not this customer’s address.' });
              }
              return { ...address, id: address.id ?? ++addressIds };
            });
            const ids = new Set(addresses.map((address) => String(address.id)));
            const flagged = (flag: 'default_shipping' | 'default_billing', current: typeof default_shipping) => {
              const index = saved.addresses?.findIndex((address) => address[flag]) ?? -1;
              if (index >= 0) return String(addresses[index]?.id);
              return current != null && ids.has(String(current)) ? String(current) : null;
            };
            default_shipping = flagged('default_shipping', default_shipping);
            default_billing = flagged('default_billing', default_billing);
            addresses = addresses.map((address) => ({
              ...address,
              default_shipping: String(address.id) === default_shipping,
              default_billing: String(address.id) === default_billing,
            }));
          }
          const profile: UserProfile = {
            ...account.profile,
            firstname: saved.firstname,
            lastname: saved.lastname,
            email: saved.email,
            addresses,
            default_shipping,
            default_billing,
          };
          accounts.delete(email);
          accounts.set(saved.email, { ...account, profile });
          for (const [key, owner] of tokens) if (owner === email) tokens.set(key, saved.email);
          for (const [key, owner] of refreshTokens) if (owner === email) refreshTokens.set(key, saved.email);
          return profile;
        },
        async changePassword(request) {
          const token = getToken();
          await enter('changePassword', token);
          const { account, email } = accountOf(token);
          const { currentPassword, newPassword } = check(
            UserChangePasswordRequestSchema,
            request,
            'user.changePassword body',
          );
          if (currentPassword !== account.password) {
            throw new ApiError({
              status: 400,
              code: 'PASSWORD_MISMATCH',
              message: CURRENT_PASSWORD_WRONG,
              result: { errorMessage: CURRENT_PASSWORD_WRONG },
            });
          }
          account.password = newPassword;
          // As the API (issue 19): every session of the customer ends, this one included.
          endSessions((_, owner) => owner !== email);
          return true;
        },
        async orderHistory(page = {}) {
          const token = getToken();
          await enter('orderHistory', token);
          const { email } = accountOf(token);
          const all = orders.get(email) ?? [];
          const size = page.pageSize ?? 20;
          const current = page.currentPage ?? 1;
          return { items: all.slice((current - 1) * size, current * size), total_count: all.length };
        },
        async deleteAccount(request) {
          const token = getToken();
          await enter('deleteAccount', token);
          const { account, email } = accountOf(token);
          const { password } = check(UserDeleteRequestSchema, request, 'user.deleteAccount body');
          if (password !== account.password) {
            throw new ApiError({ status: 403, code: 'WRONG_PASSWORD', message: 'The password is incorrect.' });
          }
          accounts.delete(email);
          endSessions((_, owner) => owner !== email);
          return true;
        },
        async loginAsCustomer(request) {
          await enter('loginAsCustomer', null);
          const { token } = check(UserLoginAsCustomerRequestSchema, request, 'user.loginAsCustomer body');
          const email = loginLinks.get(token);
          loginLinks.delete(token);
          if (!email || !accounts.has(email)) {
            throw new ApiError({
              status: 403,
              code: 'LOGIN_AS_CUSTOMER_REFUSED',
              message: 'This login link is invalid, expired or already used.',
            });
          }
          return issue(email);
        },
        resetPassword: notUsed,
        createPassword: notUsed,
        reviews: notUsed,
        loyalty: notUsed,
        exportData: notUsed,
        wishlist: notUsed,
        wishlistAdd: notUsed,
        wishlistRemove: notUsed,
      };
    },
  };
}
