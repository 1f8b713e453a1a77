import type { UserProfile } from '@citerne/core-api/contract';
import type { OrderHistoryPage } from '../orders/OrderHistoryPage';

/**
 * Where the session stands: `restoring` until the stored session has been read back (and on the server,
 * which has no storage), then `anonymous` or `authorized`.
 */
export type SessionStatus = 'anonymous' | 'restoring' | 'authorized';

/**
 * The shopper's session (SPEC §3 "User state"): the user token and refresh token, the current profile, when
 * the session started in this tab and the order history page last loaded.
 * @example
 * const { status, profile } = session.getState();
 */
export interface SessionState {
  readonly status: SessionStatus;
  readonly token: string | null;
  readonly refreshToken: string | null;
  /** The current profile; on a restored session the cached one until it is refetched. */
  readonly profile: UserProfile | null;
  /** When the session was opened or restored in this tab (`now()`), null when anonymous. */
  readonly sessionStartedAt: number | null;
  /**
   * The page of the order history last loaded (SPEC §3 "User state" orders_history): loaded after a login and
   * after a restored session's profile, then by `loadOrders(page)`; null until then and when anonymous. Kept in
   * memory only.
   */
  readonly orders: OrderHistoryPage | null;
}

/** The state before the stored session is read back; what the server renders. */
export const restoringState: SessionState = {
  status: 'restoring',
  token: null,
  refreshToken: null,
  profile: null,
  sessionStartedAt: null,
  orders: null,
};

/** The state without a session. */
export const anonymousState: SessionState = { ...restoringState, status: 'anonymous' };
