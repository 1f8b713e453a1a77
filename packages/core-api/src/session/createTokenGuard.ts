import { type Clock, systemClock } from '../clock/clock';
import { sleep } from '../clock/sleep';
import { ApiError } from '../error/ApiError';
import { errorMessages } from '../error/errorMessages';

/** Why the session ended (SPEC §8 "Session and sync"). */
export type SessionExpiredReason = 'refresh-failed' | 'attempts-exhausted' | 'auto-refresh-off';

/**
 * The `sessionExpired` signal: the app logs out silently, the queue clears its unsent tasks, and the
 * sign-up modal opens (SPEC §8).
 */
export interface SessionExpiredEvent {
  reason: SessionExpiredReason;
  message: string;
}

/** Options of {@link createTokenGuard}. */
export interface TokenGuardOptions {
  /** Gets a new user token (and stores it); resolves `null` or rejects when the refresh failed. */
  refresh: () => Promise<string | null>;
  /** Refresh the token on a 401 (default true); when off, a 401 ends the session at once. */
  autoRefreshTokens?: boolean;
  /** How many refreshes in a row may be tried before the session ends (SPEC §9, default 1). */
  maxNetworkTaskAttempts?: number;
  /** How long a call waits before checking the lock again while a refresh runs (SPEC §9, 1000 ms). */
  lockRetryWaitMs?: number;
  clock?: Clock;
}

/**
 * The token invalidation lock (SPEC §4 "Sync task queue"): 0 normal, positive while a refresh is in
 * progress (calls wait and retry), -1 after a failed refresh (calls abort with 401).
 */
export interface TokenGuard {
  /** 0, positive or -1. */
  readonly lock: number;
  /** Increases on every successful refresh; a call remembers it to know whether its token is stale. */
  readonly generation: number;
  /** Before sending with a user token: waits while a refresh runs; rejects with a 401 after a failed one. */
  waitUntilUsable(): Promise<void>;
  /**
   * A call sent at `sentGeneration` got a 401: starts the one refresh (or joins the running one) and
   * resolves when the call should be retried; rejects with an {@link ApiError} 401 when it must give up.
   */
  handleUnauthorized(sentGeneration: number): Promise<void>;
  /** A call with a user token was accepted: the count of refreshes in a row starts again. */
  noteAuthorized(sentGeneration: number): void;
  /** A new session (login): lock 0, no attempts, expiry may be signalled again. */
  reset(): void;
  /** Listens for the `sessionExpired` signal; returns the unsubscribe function. */
  onSessionExpired(listener: (event: SessionExpiredEvent) => void): () => void;
}

/**
 * Creates the token invalidation lock shared by the clients and the sync task queue: one refresh
 * however many calls hit 401 together.
 *
 * @example
 * const guard = createTokenGuard({ refresh: async () => (await client.user.refresh({ refreshToken })).token });
 * guard.onSessionExpired(() => { logout({ silent: true }); openModal('modal-signup'); });
 */
export function createTokenGuard(options: TokenGuardOptions): TokenGuard {
  const clock = options.clock ?? systemClock;
  const autoRefresh = options.autoRefreshTokens ?? true;
  const maxAttempts = options.maxNetworkTaskAttempts ?? 1;
  const waitMs = options.lockRetryWaitMs ?? 1000;
  const listeners = new Set<(event: SessionExpiredEvent) => void>();
  let lock = 0;
  let generation = 0;
  let attempts = 0;
  let expired = false;

  const abort = (message: string) =>
    new ApiError({ status: 401, code: 'REFRESH_ABORTED', message, result: { message, code: 'REFRESH_ABORTED' } });

  const expire = (reason: SessionExpiredReason, message: string) => {
    if (expired) return;
    expired = true;
    for (const listener of [...listeners]) listener({ reason, message });
  };

  const startRefresh = () => {
    attempts += 1;
    lock = 1;
    const failed = () => {
      lock = -1;
      expire('refresh-failed', errorMessages.refreshAborted);
    };
    options.refresh().then((token) => {
      if (!token) return failed();
      lock = 0;
      generation += 1;
    }, failed);
  };

  return {
    get lock() {
      return lock;
    },
    get generation() {
      return generation;
    },
    async waitUntilUsable() {
      while (lock > 0) await sleep(clock, waitMs);
      if (lock < 0) throw abort(errorMessages.refreshAborted);
    },
    async handleUnauthorized(sentGeneration) {
      if (!autoRefresh) {
        expire('auto-refresh-off', errorMessages.unexpectedAuthorisation);
        throw abort(errorMessages.unexpectedAuthorisation);
      }
      if (lock < 0) throw abort(errorMessages.refreshAborted);
      if (sentGeneration !== generation || lock > 0) return;
      if (attempts >= maxAttempts) {
        lock = -1;
        expire('attempts-exhausted', errorMessages.refreshAttemptsExhausted);
        throw abort(errorMessages.refreshAttemptsExhausted);
      }
      startRefresh();
    },
    noteAuthorized(sentGeneration) {
      if (sentGeneration === generation && lock === 0) attempts = 0;
    },
    reset() {
      lock = 0;
      attempts = 0;
      expired = false;
      generation += 1;
    },
    onSessionExpired(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
