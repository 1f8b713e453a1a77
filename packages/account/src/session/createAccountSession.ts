import { type ApiClient, ApiError, NetworkError } from '@citerne/core-api';
import type { UserAddressInput, UserProfile } from '@citerne/core-api/contract';
import { accountMessages } from './accountMessages';
import type { LoginOutcome, RegisterOutcome } from './LoginOutcome';
import { readStoredSession } from './readStoredSession';
import { registrationFailure } from './registrationFailure';
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
  const { client, storage = null, now = Date.now } = options;
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
  const endSession = (silent: boolean) => {
    epoch += 1;
    tokens = null;
    setState(anonymousState);
    emit({ type: 'logout', silent });
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
    });
    emit({ type: 'authorized' });
    try {
      await reloadProfile();
    } catch {
      // Offline or a server error: the cached profile stays; a dead session was ended by reloadProfile.
    }
  };

  const login = (credentials: { readonly email: string; readonly password: string }) =>
    whileBusy(async (): Promise<LoginOutcome> => {
      let received: { token: string; refreshToken: string };
      try {
        received = await client.user.login({ username: credentials.email, password: credentials.password });
      } catch (error) {
        return signInFailure(error);
      }
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
      });
      emit({ type: 'login' });
      return { ok: true };
    });

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
        return registrationFailure(error);
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
