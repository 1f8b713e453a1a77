import type { ApiClient } from '@citerne/core-api';
import type { ApiSource } from './ApiSource';

let client: Promise<ApiClient> | undefined;

/** The browser's API client, created on first use from a separate chunk (it is not part of the first load). */
export const browserApi: ApiSource = () => {
  client ??= import('@citerne/core-api').then(({ createApiClient }) =>
    createApiClient({ baseUrl: window.location.origin }),
  );
  return client;
};
