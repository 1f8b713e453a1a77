import type { ApiClient } from '@citerne/core-api';

/**
 * Where browser-side queries (search panel, cart) get their API client: loaded lazily, so the client code is
 * only downloaded when such a query runs. Page data never needs it: loaders prefetch it on the server.
 */
export type ApiSource = () => Promise<ApiClient>;
