import { type AccountSession, createAccountSession, SESSION_STORAGE_KEYS } from '@citerne/account';
import { type ApiClient, createApiClient } from '@citerne/core-api';
import { keepInShopStorage, shopStorage } from '../storage/shopStorage';

/** The browser's API client and the shopper's session, made for each other. */
export interface BrowserClients {
  readonly client: ApiClient;
  readonly session: AccountSession;
}

/**
 * The browser's API client, sending the logged-in customer's token (SPEC §6: Bearer header) and refreshing it on a
 * 401 (SPEC §8), and the session that keeps those tokens (`@citerne/account`). Browser only; loaded in its own chunk
 * by {@link browserApi}.
 *
 * @example
 * const { client, session } = createBrowserClients();
 */
export function createBrowserClients(): BrowserClients {
  let session: AccountSession | undefined;
  const client = createApiClient({
    baseUrl: window.location.origin,
    getToken: () => session?.getToken() ?? null,
    getRefreshToken: () => session?.getRefreshToken() ?? null,
    onTokensRefreshed: (tokens) => session?.onTokensRefreshed(tokens),
    onSessionExpired: () => session?.expire(),
  });
  // A full storage clears the shop's keys but the session's (SPEC §4 "Storage"): the shopper stays logged in.
  keepInShopStorage(Object.values(SESSION_STORAGE_KEYS));
  session = createAccountSession({ client, storage: shopStorage() });
  return { client, session };
}
