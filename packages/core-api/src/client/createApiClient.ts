import type { Clock } from '../clock/clock';
import type { ApiCall } from '../contract/call/defineCall';
import { createTokenGuard, type SessionExpiredEvent, type TokenGuard } from '../session/createTokenGuard';
import { createTransport, type Transport } from '../transport/createTransport';
import { type CallInput, type CallOutput, type ClientContext, callApi } from './callApi';
import { type CartClient, createCartClient } from './cartClient';
import { type CatalogClient, createCatalogClient } from './catalogClient';
import { type CmsClient, createCmsClient } from './cmsClient';
import { type ContactClient, createContactClient } from './contactClient';
import { type ContentClient, createContentClient } from './contentClient';
import { createMailClient, type MailClient } from './mailClient';
import { createNewsletterClient, type NewsletterClient } from './newsletterClient';
import { createOrderClient, type OrderClient } from './orderClient';
import { createProductsClient, type ProductsClient } from './productsClient';
import { createReviewClient, type ReviewClient } from './reviewClient';
import { createSellerClient, type SellerClient } from './sellerClient';
import { createStockClient, type StockClient } from './stockClient';
import { createUrlClient, type UrlClient } from './urlClient';
import { createUserClient, type UserClient } from './userClient';
import { createWithdrawalClient, type WithdrawalClient } from './withdrawalClient';

type MaybePromise<T> = T | Promise<T>;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** The API host (`https://shop.example`); paths start with `/api`. */
  baseUrl: string;
  /** The fetch to use (the global one by default; pass the SSR request's fetch on the server). */
  fetch?: typeof globalThis.fetch;
  /** The store code, appended as the `storeCode` query param when `multistore` is on (SPEC §7). */
  storeCode?: string;
  multistore?: boolean;
  /** Send the user token as `Authorization: Bearer` (default true) instead of the `token` query param. */
  tokenInHeader?: boolean;
  /** The current user token, or null for a guest. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** The current server cart id (`cartId` of cart calls). */
  getCartToken?: () => MaybePromise<string | null | undefined>;
  /** The refresh token used on a 401 (SPEC §6 auto refresh). */
  getRefreshToken?: () => MaybePromise<string | null | undefined>;
  /** Stores the refreshed tokens; `getToken` must return the new token once this resolves. */
  onTokensRefreshed?: (tokens: { token: string; refreshToken: string }) => MaybePromise<void>;
  /** Refresh tokens on a 401 (default true); when off a 401 ends the session. */
  autoRefreshTokens?: boolean;
  /** Refreshes tried in a row before the session ends (default 1, SPEC §9). */
  maxNetworkTaskAttempts?: number;
  /** Wait between checks of the invalidation lock (default 1000 ms, SPEC §9). */
  lockRetryWaitMs?: number;
  /** The `sessionExpired` signal: log out silently and open the sign-up modal (SPEC §8). */
  onSessionExpired?: (event: SessionExpiredEvent) => void;
  /** Extra headers sent with every call. */
  headers?: Record<string, string>;
  clock?: Clock;
}

/** A typed client for every call of SPEC §7. */
export interface ApiClient {
  readonly cart: CartClient;
  readonly user: UserClient;
  readonly order: OrderClient;
  readonly stock: StockClient;
  readonly newsletter: NewsletterClient;
  readonly review: ReviewClient;
  readonly cms: CmsClient;
  /** Per-store content: banners, homepage, Instagram, default content; the slider (server only). */
  readonly content: ContentClient;
  readonly url: UrlClient;
  readonly catalog: CatalogClient;
  readonly products: ProductsClient;
  readonly contact: ContactClient;
  readonly mail: MailClient;
  /** The seller's identity (legal notice, CGV, invoices). */
  readonly seller: SellerClient;
  /** The online withdrawal function (art. L221-18 ff.): the withdrawable lines of an order, and withdrawing. */
  readonly withdrawal: WithdrawalClient;
  /** The token invalidation lock shared with the sync task queue. */
  readonly auth: TokenGuard;
  /** The transport (used by the sync task queue). */
  readonly transport: Transport;
  /** Sends any contract call and validates its answer. */
  call<C extends ApiCall>(call: C, input?: CallInput): Promise<CallOutput<C>>;
}

/**
 * Creates the API client: typed methods for every call, requests validated before sending, answers
 * validated against the contract, errors thrown as `ApiError`, `NetworkError` or `ValidationError`.
 * A 401 on a call sent with a token refreshes the token once (whatever the number of parallel calls)
 * and retries (SPEC §4, §8).
 *
 * @example
 * const client = createApiClient({
 *   baseUrl: 'https://shop.example',
 *   getToken: () => session.token,
 *   getCartToken: () => cart.serverToken,
 *   getRefreshToken: () => session.refreshToken,
 *   onTokensRefreshed: (tokens) => session.save(tokens),
 *   onSessionExpired: () => { session.logout({ silent: true }); modals.open('modal-signup'); },
 * });
 * const line = await client.cart.update({ sku: 'CIT-10M3', qty: 1 });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let user: UserClient | undefined;
  const guard = createTokenGuard({
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.autoRefreshTokens !== undefined ? { autoRefreshTokens: options.autoRefreshTokens } : {}),
    ...(options.maxNetworkTaskAttempts !== undefined ? { maxNetworkTaskAttempts: options.maxNetworkTaskAttempts } : {}),
    ...(options.lockRetryWaitMs !== undefined ? { lockRetryWaitMs: options.lockRetryWaitMs } : {}),
    refresh: async () => {
      const refreshToken = await options.getRefreshToken?.();
      if (!refreshToken || !user) return null;
      const refreshed = await user.refresh(refreshToken);
      await options.onTokensRefreshed?.({
        token: refreshed.token,
        refreshToken: refreshed.refreshToken ?? refreshToken,
      });
      return refreshed.token;
    },
  });
  if (options.onSessionExpired) guard.onSessionExpired(options.onSessionExpired);
  const transport = createTransport({
    baseUrl: options.baseUrl,
    guard,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.tokenInHeader !== undefined ? { tokenInHeader: options.tokenInHeader } : {}),
    ...(options.getToken ? { getToken: options.getToken } : {}),
    ...(options.getCartToken ? { getCartToken: options.getCartToken } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const context: ClientContext = {
    transport,
    storeCode: options.storeCode,
    multistore: options.multistore ?? false,
  };
  user = createUserClient(context);
  return {
    cart: createCartClient(context),
    user,
    order: createOrderClient(context),
    stock: createStockClient(context),
    newsletter: createNewsletterClient(context),
    review: createReviewClient(context),
    cms: createCmsClient(context),
    content: createContentClient(context),
    url: createUrlClient(context),
    catalog: createCatalogClient(context),
    products: createProductsClient(context),
    contact: createContactClient(context),
    mail: createMailClient(context),
    seller: createSellerClient(context),
    withdrawal: createWithdrawalClient(context),
    auth: guard,
    transport,
    call: (call, input) => callApi(context, call, input),
  };
}
