import { type ApiClient, ApiError, NetworkError, type SessionTokens } from '@citerne/core-api';
import { ORDER_HISTORY_PAGE_SIZE, type UserAddressInput, type UserProfile } from '@citerne/core-api/contract';
import type { OrderHistoryPage } from '../orders/OrderHistoryPage';
import type { ProfileUpdate } from '../profile/ProfileUpdate';
import { pickEditableProfile } from '../profile/pickEditableProfile';
import { accountMessages } from './accountMessages';
import type { DeleteAccountOutcome } from './DeleteAccountOutcome';
import { deleteAccountFailure } from './deleteAccountFailure';
import { detailsFailure } from './detailsFailure';
import type { LoginAsCustomerOutcome, LoginOutcome, RegisterOutcome } from './LoginOutcome';
import { loginLinkFailure } from './loginLinkFailure';
import type { PasswordChangeOutcome } from './PasswordChangeOutcome';
import type { ProfileUpdateOutcome } from './ProfileUpdateOutcome';
import { passwordChangeFailure } from './passwordChangeFailure';
import { readStoredSession } from './readStoredSession';
import type { SessionEvent } from './SessionEvent';
import { anonymousState, restoringState, type SessionState } from './SessionState';
import type { StorageLike } from './StorageLike';
import { signInFailure } from './signInFailure';
import { writeStoredSession } from './writeStoredSession';

/** Options of {@link createAccountSession}. */
export interface AccountSessionOptions {
  /**
   * The shop's API client (only its `user` calls are used). Create it with this session's `getToken`,
   * `getRefreshToken`, `onTokensRefreshed` and `expire` (as `onSessionExpired`), see the example of
   * {@link createAccountSession}.
   */
  readonly client: Pick<ApiClient, 'user'>;
  /** Where the session is kept between visits (`window.localStorage`); `null` (default) keeps it in memory only. */
  readonly storage?: StorageLike | null;
  /** The clock of `sessionStartedAt` (default `Date.now`). */
  readonly now?: () => number;
  /**
   * Whether the browser is online (default `navigator.onLine` where there is a navigator, else true): a password
   * change is refused at once while offline (SPEC §5, §8 "Account").
   */
  readonly isOnline?: () => boolean;
}

/** The details of a new account (SPEC §7 "Register"): the contract checks them before anything is sent. */
export interface RegisterInput {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly password: string;
  readonly addresses?: readonly UserAddressInput[];
}

/**
 * The shopper's session (SPEC §4 "Session", §6, §8 "Session and sync"): restores the cached session at start,
 * logs in and out, keeps the tokens the API client uses and the current profile. Subscribers hear every state
 * change; event listeners hear what the rest of the shop reacts to ({@link SessionEvent}).
 */
export interface AccountSession {
  getState(): SessionState;
  /** Listens to every state change; returns the unsubscribe function. */
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Listens to the session events (cross-feature effects are wired here); returns the unsubscribe function. */
  on(listener: (event: SessionEvent) => void): () => void;
  /**
   * SPEC §4: loads the cached user and token. With a token the session is `authorized` at once with the cached
   * profile (`authorized` event), then the profile is refetched; a 401 the client's refresh cannot fix ends it
   * silently, a network failure keeps the cached profile. Without a token: `anonymous` and a `not-authorized`
   * event. Runs once; later calls resolve the same promise, and it does nothing after a login or logout.
   */
  restore(): Promise<void>;
  /**
   * SPEC §4: logs in, keeps the token and refresh token, loads the profile (never from cache) and emits `login`.
   * If the profile cannot be loaded, the new session is revoked and the user cleared (a session it replaced ends
   * with a silent `logout`). Logging in over a session replaces it without a `logout` event. Never rejects: see
   * {@link LoginOutcome}.
   */
  login(credentials: { readonly email: string; readonly password: string }): Promise<LoginOutcome>;
  /** Creates the account (`user.create`), then logs in with it. Never rejects: see {@link RegisterOutcome}. */
  register(input: RegisterInput): Promise<RegisterOutcome>;
  /**
   * SPEC §4: ends the session on the server (a failure, offline included, is ignored: the tokens are forgotten
   * anyway), clears the tokens, the profile and the storage, and emits `{ type: 'logout', silent }`.
   */
  logout(options?: { readonly silent?: boolean }): Promise<void>;
  /**
   * Fetches the profile again and keeps it; resolves null without a session (or when the session changed
   * meanwhile). Rejects with the client's error, keeping the profile, except that a 401 the client could not fix
   * first ends the session silently.
   */
  reloadProfile(): Promise<UserProfile | null>;
  /**
   * Saves the profile (SPEC §6: only firstname, lastname, email and addresses are sent, whatever else `customer`
   * holds) and keeps the profile the API answers. Build the addresses with `withAddressAdded` and its siblings.
   * Never rejects: see {@link ProfileUpdateOutcome}.
   */
  updateProfile(customer: ProfileUpdate): Promise<ProfileUpdateOutcome>;
  /**
   * SPEC §8 "Account": changes the password (refused at once while offline), then logs in again with the new one
   * (the session the password was changed in is replaced by a fresh one and ended on the server; if that login
   * fails, the current session, which the API keeps, stays). Never rejects: see {@link PasswordChangeOutcome}.
   */
  changePassword(request: {
    readonly currentPassword: string;
    readonly newPassword: string;
  }): Promise<PasswordChangeOutcome>;
  /**
   * Loads a page of the order history (SPEC §4, §7: {@link ORDER_HISTORY_PAGE_SIZE} a page, from 1) into the
   * state's `orders` and resolves it; null without a session, or when the session changed meanwhile (whatever the
   * answer). Rejects with the client's error, keeping the page shown; a 401 the client could not fix also ends the
   * session.
   */
  loadOrders(page?: number): Promise<OrderHistoryPage | null>;
  /**
   * Deletes the account (GDPR art. 17), the password as proof. Once deleted the session ends (the API has revoked
   * its tokens) with a silent `logout` event whose `reason` is `deleted`. Never rejects: see
   * {@link DeleteAccountOutcome}.
   */
  deleteAccount(request: { readonly password: string }): Promise<DeleteAccountOutcome>;
  /**
   * Redeems the single-use token of a merchant's login-as-customer link, then continues like `login` (profile,
   * orders, `login` event). Never rejects: see {@link LoginAsCustomerOutcome}.
   */
  loginAsCustomer(token: string): Promise<LoginAsCustomerOutcome>;
  /** The user token for the API client (`getToken`). */
  getToken(): string | null;
  /** The refresh token for the API client (`getRefreshToken`). */
  getRefreshToken(): string | null;
  /** Keeps the tokens the API client refreshed (`onTokensRefreshed`). */
  onTokensRefreshed(tokens: { readonly token: string; readonly refreshToken: string }): void;
  /**
   * The API client's `onSessionExpired`: SPEC §8, the user is logged out silently and an `expired` event follows
   * (the shop opens the sign-up modal). Ignored without a session and while a login or logout runs.
   */
  expire(): void;
}

interface Tokens {
  readonly token: string;
  readonly refreshToken: string | null;
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

const navigatorOnline = () => (globalThis.navigator ? globalThis.navigator.onLine !== false : true);

/**
 * Creates the shopper's session. Its token hooks go to the API client the session itself uses.
 * @example
 * const client = createApiClient({
 *   baseUrl: '',
 *   getToken: () => session.getToken(),
 *   getRefreshToken: () => session.getRefreshToken(),
 *   onTokensRefreshed: (tokens) => session.onTokensRefreshed(tokens),
 *   onSessionExpired: () => session.expire(),
 * });
 * const session = createAccountSession({ client, storage: window.localStorage });
 * session.on((event) => { if (event.type === 'expired') modals.open('modal-signup'); });
 * await session.restore();
 */
export function createAccountSession(options: AccountSessionOptions): AccountSession {
  const { client, storage = null, now = Date.now, isOnline = navigatorOnline } = options;
  const listeners = new Set<(state: SessionState) => void>();
  const eventListeners = new Set<(event: SessionEvent) => void>();
  let state = restoringState;
  // The tokens the client sends; during a login they are set before the state shows the session.
  let tokens: Tokens | null = null;
  // Bumped whenever the session changes hands, so a late answer for an older session is dropped.
  let epoch = 0;
  let busy = 0;
  let restoring: Promise<void> | null = null;
  let loggingOut: Promise<void> | null = null;

  const setState = (next: SessionState) => {
    state = next;
    if (storage) writeStoredSession(storage, next);
    for (const listener of [...listeners]) listener(state);
  };
  const emit = (event: SessionEvent) => {
    for (const listener of [...eventListeners]) listener(event);
  };
  const endSession = (silent: boolean, reason?: 'deleted') => {
    epoch += 1;
    tokens = null;
    setState(anonymousState);
    emit(reason ? { type: 'logout', silent, reason } : { type: 'logout', silent });
  };
  const whileBusy = async <T>(task: () => Promise<T>): Promise<T> => {
    busy += 1;
    try {
      return await task();
    } finally {
      busy -= 1;
    }
  };
  const revoke = () => client.user.logout().catch(() => false);

  const reloadProfile = async (): Promise<UserProfile | null> => {
    if (!tokens || state.status !== 'authorized') return null;
    const session = epoch;
    let profile: UserProfile;
    try {
      profile = await client.user.me();
    } catch (error) {
      if (session === epoch && isUnauthorized(error)) endSession(true);
      throw error;
    }
    if (session !== epoch || state.status !== 'authorized') return null;
    setState({ ...state, profile });
    return profile;
  };

  const loadOrders = async (page = 1): Promise<OrderHistoryPage | null> => {
    if (!tokens || state.status !== 'authorized') return null;
    const session = epoch;
    let result: Awaited<ReturnType<AccountSessionOptions['client']['user']['orderHistory']>>;
    try {
      result = await client.user.orderHistory({ pageSize: ORDER_HISTORY_PAGE_SIZE, currentPage: page });
    } catch (error) {
      // The answer of a session that has ended since (its tokens revoked) is nobody's any more.
      if (session !== epoch) return null;
      if (isUnauthorized(error)) endSession(true);
      throw error;
    }
    if (session !== epoch || state.status !== 'authorized') return null;
    const orders: OrderHistoryPage = {
      items: result.items,
      totalCount: result.total_count ?? (page - 1) * ORDER_HISTORY_PAGE_SIZE + result.items.length,
      page,
    };
    setState({ ...state, orders });
    return orders;
  };
  // SPEC §4: the history is loaded with the session; a failure leaves it to `loadOrders` (the account page).
  const loadFirstOrders = () => loadOrders(1).catch(() => null);

  const restoreOnce = async () => {
    if (state.status !== 'restoring') return;
    const stored = storage ? readStoredSession(storage) : null;
    if (!stored?.token) {
      setState(anonymousState);
      emit({ type: 'not-authorized' });
      return;
    }
    tokens = { token: stored.token, refreshToken: stored.refreshToken };
    setState({
      status: 'authorized',
      token: stored.token,
      refreshToken: stored.refreshToken,
      profile: stored.profile,
      sessionStartedAt: now(),
      orders: null,
    });
    emit({ type: 'authorized' });
    try {
      await reloadProfile();
    } catch {
      // Offline or a server error: the cached profile stays; a dead session was ended by reloadProfile.
      return;
    }
    await loadFirstOrders();
  };

  /**
   * Opens the session the tokens of a login (or of a login-as-customer link) belong to: SPEC §4, the profile is
   * loaded (never from cache), then the `login` event, then the first page of the order history.
   */
  const openSession = async (
    received: SessionTokens,
  ): Promise<
    { readonly ok: true } | { readonly ok: false; readonly reason: 'offline' | 'failed'; readonly message: string }
  > => {
    epoch += 1;
    const session = epoch;
    tokens = { token: received.token, refreshToken: received.refreshToken || null };
    let profile: UserProfile;
    try {
      profile = await client.user.me();
    } catch (error) {
      // SPEC §4: if loading the profile fails the current user is cleared (and the new session revoked).
      if (session === epoch) await revoke();
      if (session === epoch) {
        if (state.status === 'authorized') endSession(true);
        else {
          tokens = null;
          setState(anonymousState);
        }
      }
      return error instanceof NetworkError
        ? { ok: false, reason: 'offline', message: accountMessages.offline }
        : { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
    }
    if (session !== epoch || !tokens) {
      // A logout or another login took over while the profile loaded.
      return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
    }
    setState({
      status: 'authorized',
      token: tokens.token,
      refreshToken: tokens.refreshToken,
      profile,
      sessionStartedAt: now(),
      orders: null,
    });
    emit({ type: 'login' });
    if (session === epoch) await loadFirstOrders();
    return { ok: true };
  };

  const login = (credentials: { readonly email: string; readonly password: string }) =>
    whileBusy(async (): Promise<LoginOutcome> => {
      let received: SessionTokens;
      try {
        received = await client.user.login({ username: credentials.email, password: credentials.password });
      } catch (error) {
        return signInFailure(error);
      }
      return openSession(received);
    });

  /**
   * After a password change: a fresh session with the new password replaces the one it was changed in, which is
   * then ended on the server (the API keeps it open, but no one holds it any more). If the login fails, the
   * current session stays: the password is changed all the same.
   */
  const logInAgain = async (email: string, password: string) => {
    const session = epoch;
    let received: SessionTokens;
    try {
      received = await client.user.login({ username: email, password });
    } catch {
      // The change ended this session on the server (issue 19): without the new one the shopper is logged out, and told.
      if (session === epoch) endSession(false);
      return;
    }
    // The API ended every session of the customer with the change (issue 19), the old one included: a logout now
    // would end the new session too.
    if (session !== epoch || state.status !== 'authorized') return;
    tokens = { token: received.token, refreshToken: received.refreshToken || null };
    setState({ ...state, token: tokens.token, refreshToken: tokens.refreshToken });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    restore() {
      restoring ??= restoreOnce();
      return restoring;
    },
    login,
    async register(input) {
      try {
        await client.user.create({
          customer: {
            email: input.email,
            firstname: input.firstname,
            lastname: input.lastname,
            ...(input.addresses ? { addresses: [...input.addresses] } : {}),
          },
          password: input.password,
        });
      } catch (error) {
        return detailsFailure(error);
      }
      return login({ email: input.email, password: input.password });
    },
    logout({ silent = false } = {}) {
      if (loggingOut) return loggingOut;
      const run = whileBusy(async () => {
        const session = epoch;
        if (tokens) await revoke();
        // A login that finished meanwhile replaced the session this logout was for.
        if (session === epoch) endSession(silent);
      });
      loggingOut = run.finally(() => {
        loggingOut = null;
      });
      return loggingOut;
    },
    reloadProfile,
    async updateProfile(customer) {
      if (!tokens || state.status !== 'authorized') {
        return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
      }
      const session = epoch;
      let profile: UserProfile;
      try {
        // SPEC §6: only the editable fields leave the browser, whatever the caller passed.
        profile = await client.user.updateMe(pickEditableProfile(customer) as ProfileUpdate);
      } catch (error) {
        return detailsFailure(error);
      }
      if (session === epoch && state.status === 'authorized') setState({ ...state, profile });
      return { ok: true, message: accountMessages.profileUpdated };
    },
    async changePassword({ currentPassword, newPassword }) {
      // SPEC §5, §8 "Account": changing the password requires being online.
      if (!isOnline()) return { ok: false, reason: 'offline', message: accountMessages.passwordChangeOffline };
      const email = state.profile?.email;
      if (!tokens || state.status !== 'authorized' || !email) {
        return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
      }
      let result: Awaited<ReturnType<AccountSessionOptions['client']['user']['changePassword']>>;
      try {
        result = await client.user.changePassword({ currentPassword, newPassword });
      } catch (error) {
        return passwordChangeFailure(error);
      }
      if (typeof result === 'object') return { ok: false, reason: 'rejected', message: result.errorMessage };
      if (!result) return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
      // SPEC §8 "Account": success is followed by an automatic re-login.
      await whileBusy(() => logInAgain(email, newPassword));
      return { ok: true, message: accountMessages.passwordChanged };
    },
    loadOrders,
    async deleteAccount({ password }) {
      if (!tokens || state.status !== 'authorized') {
        return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
      }
      const session = epoch;
      try {
        await client.user.deleteAccount({ password });
      } catch (error) {
        return deleteAccountFailure(error);
      }
      // The API has revoked every session of the account: nothing to end on the server.
      if (session === epoch) endSession(true, 'deleted');
      return { ok: true };
    },
    loginAsCustomer: (token) =>
      whileBusy(async (): Promise<LoginAsCustomerOutcome> => {
        let received: SessionTokens;
        try {
          received = await client.user.loginAsCustomer({ token });
        } catch (error) {
          return loginLinkFailure(error);
        }
        return openSession(received);
      }),
    getToken: () => tokens?.token ?? null,
    getRefreshToken: () => tokens?.refreshToken ?? null,
    onTokensRefreshed(refreshed) {
      if (!tokens) return;
      tokens = { token: refreshed.token, refreshToken: refreshed.refreshToken };
      if (state.status === 'authorized') setState({ ...state, ...tokens });
    },
    expire() {
      if (busy > 0 || state.status !== 'authorized') return;
      endSession(true);
      emit({ type: 'expired' });
    },
  };
}
