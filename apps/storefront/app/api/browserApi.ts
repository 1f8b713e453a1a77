import type { AccountSession } from '@citerne/account';
import type { ApiSource } from './ApiSource';
import type { BrowserClients } from './createBrowserClients';

let clients: Promise<BrowserClients> | undefined;

const load = () => {
  clients ??= import('./createBrowserClients').then(({ createBrowserClients }) => createBrowserClients());
  return clients;
};

/**
 * The browser's API client, created on first use from a separate chunk (it is not part of the first load). It sends
 * the logged-in customer's token, so the cart, the checkout and the invoice act for the customer.
 */
export const browserApi: ApiSource = () => load().then(({ client }) => client);

/** The shopper's session (`@citerne/account`), sharing its tokens with {@link browserApi}'s client. */
export const browserSession = (): Promise<AccountSession> => load().then(({ session }) => session);
