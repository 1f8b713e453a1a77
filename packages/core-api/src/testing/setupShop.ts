import { startFakeApi } from '@repo/test-utils/shop';
import { type ApiClientOptions, createApiClient } from '../client/createApiClient';
import type { SessionExpiredEvent } from '../session/createTokenGuard';

/** The browser-side session a test plays: tokens and server cart id. */
export interface TestSession {
  token: string | null;
  refreshToken: string | null;
  cartId: string | null;
}

/**
 * Starts the fake API and a client wired to a test session (tokens stored on refresh, session-expired
 * signals recorded).
 *
 * @example
 * const { client, api, login } = await setupShop();
 * await login();
 */
export async function setupShop(options: Partial<ApiClientOptions> = {}) {
  const api = await startFakeApi();
  const session: TestSession = { token: null, refreshToken: null, cartId: null };
  const expired: SessionExpiredEvent[] = [];
  const client = createApiClient({
    baseUrl: api.url,
    getToken: () => session.token,
    getCartToken: () => session.cartId,
    getRefreshToken: () => session.refreshToken,
    onTokensRefreshed: (tokens) => {
      session.token = tokens.token;
      session.refreshToken = tokens.refreshToken;
    },
    onSessionExpired: (event) => expired.push(event),
    ...options,
  });
  const login = async () => {
    const tokens = await client.user.login({ username: 'lea@example.fr', password: 'citerne-2025' });
    session.token = tokens.token;
    session.refreshToken = tokens.refreshToken;
    return tokens;
  };
  return { api, client, session, expired, login };
}
