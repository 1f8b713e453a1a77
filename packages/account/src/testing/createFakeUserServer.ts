import { ApiError, NetworkError, type UserClient, ValidationError } from '@citerne/core-api';
import { UserCreateRequestSchema, UserLoginRequestSchema, type UserProfile } from '@citerne/core-api/contract';
import * as v from 'valibot';

type Method = 'login' | 'logout' | 'create' | 'me' | 'refresh';

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

/**
 * An in-memory stand-in for the user calls of the API, checked against the contract's request schemas. It
 * answers like a leaky backend would (an unknown e-mail and a wrong password get different messages), so tests
 * can show the session hides the difference.
 */
export function createFakeUserServer() {
  const accounts = new Map<string, { password: string; profile: UserProfile }>([
    [lea.email, { password: lea.password, profile: { ...lea.profile, addresses: [] } }],
  ]);
  const tokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const failures = new Map<Method, unknown[]>();
  const holds = new Map<Method, Promise<void>>();
  const received: ReceivedCall[] = [];
  let issued = 0;

  const issue = (email: string) => {
    issued += 1;
    const session = { token: `token-${issued}`, refreshToken: `refresh-${issued}` };
    tokens.set(session.token, email);
    refreshTokens.set(session.refreshToken, email);
    return session;
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

  return {
    accounts,
    /** Tokens the server accepts, with their account's e-mail. */
    tokens,
    received,
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
          for (const [key, email] of [...tokens, ...refreshTokens]) {
            if (email === tokens.get(token)) {
              tokens.delete(key);
              refreshTokens.delete(key);
            }
          }
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
          const email = token ? tokens.get(token) : undefined;
          const account = email ? accounts.get(email) : undefined;
          if (!account) throw unauthorized();
          return account.profile;
        },
        async refresh(refreshToken) {
          await enter('refresh', null);
          const email = refreshTokens.get(refreshToken);
          if (!email) throw unauthorized();
          refreshTokens.delete(refreshToken);
          return issue(email);
        },
        resetPassword: notUsed,
        createPassword: notUsed,
        changePassword: notUsed,
        updateMe: notUsed,
        orderHistory: notUsed,
      };
    },
  };
}
