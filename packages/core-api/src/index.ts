// @citerne/core-api: typed clients for every call of SPEC §7, the sync task queue, token refresh and
// storage helpers. Framework-free: browser, Node (SSR) and tests. The contract lives in ./contract.

export type { CallInput, CallOutput } from './client/callApi';
export type { CartCallOptions, CartClient } from './client/cartClient';
export type { CatalogClient, CatalogItem, CatalogSearchInput } from './client/catalogClient';
export type { CmsClient } from './client/cmsClient';
export type { ContactClient } from './client/contactClient';
export type { ContentClient } from './client/contentClient';
export type { ApiClient, ApiClientOptions } from './client/createApiClient';
export { createApiClient } from './client/createApiClient';
export type { MailClient } from './client/mailClient';
export type { NewsletterClient } from './client/newsletterClient';
export type { OrderAccess, OrderClient } from './client/orderClient';
export type { ProductsClient } from './client/productsClient';
export type { ReviewClient } from './client/reviewClient';
export type { SellerClient } from './client/sellerClient';
export type { StockClient } from './client/stockClient';
export type { UrlClient } from './client/urlClient';
export type { SessionTokens, UserClient } from './client/userClient';
export type { WithdrawalClient } from './client/withdrawalClient';
export type { Clock } from './clock/clock';
export { systemClock } from './clock/clock';
export type { ApiErrorCode } from './error/ApiError';
export { ApiError } from './error/ApiError';
export { errorMessages } from './error/errorMessages';
export { NetworkError } from './error/NetworkError';
export type { ValidationSource } from './error/ValidationError';
export { ValidationError } from './error/ValidationError';
export type { ProcessReport, SyncTaskQueue, SyncTaskQueueOptions } from './queue/createSyncTaskQueue';
export { createSyncTaskQueue, QUEUE_PROCESS_EVENT } from './queue/createSyncTaskQueue';
export { syncTaskForCall } from './queue/syncTaskForCall';
export type { SyncTaskInput } from './queue/syncTaskInput';
export type {
  SessionExpiredEvent,
  SessionExpiredReason,
  TokenGuard,
  TokenGuardOptions,
} from './session/createTokenGuard';
export { createTokenGuard } from './session/createTokenGuard';
export type { Claims } from './storage/createClaims';
export { createClaims } from './storage/createClaims';
export { createDefaultStore } from './storage/createDefaultStore';
export type {
  GuardedStorage,
  GuardedStorageOptions,
  StorageProblem,
  WebStorageLike,
} from './storage/createGuardedStorage';
export { createGuardedStorage } from './storage/createGuardedStorage';
export { createIndexedDbStore } from './storage/createIndexedDbStore';
export { createMemoryStore } from './storage/createMemoryStore';
export type { CacheProblem, PersistentCache, PersistentCacheOptions } from './storage/createPersistentCache';
export { createPersistentCache } from './storage/createPersistentCache';
export { isQuotaExceededError } from './storage/isQuotaExceededError';
export type { KeyValueStore } from './storage/keyValueStore';
export type { Transport, TransportAnswer, TransportRequest } from './transport/createTransport';
