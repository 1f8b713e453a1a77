import type { SessionState } from './SessionState';

/**
 * Whether a user is logged in: account pages, order history and the logged-in checkout need it (SPEC §6).
 * @example
 * if (!isLoggedIn(session.getState())) openModal('modal-signup');
 */
export function isLoggedIn(state: SessionState): boolean {
  return state.status === 'authorized';
}
