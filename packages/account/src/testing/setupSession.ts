import { createMemoryStorage } from '@repo/test-utils';
import { createAccountSession } from '../session/createAccountSession';
import type { SessionEvent } from '../session/SessionEvent';
import type { SessionState } from '../session/SessionState';
import { createFakeUserServer, lea } from './createFakeUserServer';

/** The clock of every test session: `sessionStartedAt` reads this. */
export const NOW = Date.UTC(2025, 5, 2, 9, 30);

/**
 * A session over the fake user server and a memory storage (optionally holding a stored session), with every
 * event and state change recorded; `network.online` is what the session's `isOnline` answers.
 * @example
 * const { session, server, events } = setupSession();
 * await session.login({ email: lea.email, password: lea.password });
 */
export function setupSession(stored: Record<string, string> = {}, { online = true }: { online?: boolean } = {}) {
  const server = createFakeUserServer();
  const storage = createMemoryStorage(stored);
  const network = { online };
  const session = createAccountSession({
    client: { user: server.userClient(() => session.getToken()) },
    storage,
    now: () => NOW,
    isOnline: () => network.online,
  });
  const events: SessionEvent[] = [];
  const states: SessionState[] = [];
  session.on((event) => events.push(event));
  session.subscribe((state) => states.push(state));
  return { server, storage, session, events, states, network };
}

/** A session logged in as Léa, its events and calls so far forgotten. */
export async function loggedInSession(stored: Record<string, string> = {}) {
  const world = setupSession(stored);
  await world.session.restore();
  await world.session.login({ email: lea.email, password: lea.password });
  world.events.length = 0;
  world.server.received.length = 0;
  return world;
}

/** Storage entries of a session stored by an earlier visit (JSON values, as the session writes them). */
export function storedSession(parts: { token?: unknown; refreshToken?: unknown; user?: unknown }) {
  const entries: Record<string, string> = {};
  if (parts.token !== undefined) entries['current-token'] = JSON.stringify(parts.token);
  if (parts.refreshToken !== undefined) entries['current-refresh-token'] = JSON.stringify(parts.refreshToken);
  if (parts.user !== undefined) entries['current-user'] = JSON.stringify(parts.user);
  return entries;
}
