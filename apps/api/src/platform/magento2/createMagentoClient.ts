import type { MagentoConfig } from '../../config/loadMagentoConfig';
import { CommerceError } from '../CommerceError';
import { type MagentoErrorBody, magentoErrorToCommerceError, PLATFORM_FAILED } from './magentoErrorToCommerceError';

/** Who a call is made as: the integration (admin resources), nobody (guest carts), or a customer by their token. */
export type MagentoAuth = 'admin' | 'anonymous' | { readonly customerToken: string };

/** One call of Magento's REST API; `path` starts at `/V1/` (built with `magentoPath`). */
export interface MagentoCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  /** Query parameters in order (Magento's `searchCriteria[…]` names), sent percent-encoded. */
  readonly query?: ReadonlyArray<readonly [string, string | number]>;
  readonly body?: unknown;
  readonly auth: MagentoAuth;
}

/** Sends calls to one Magento store view; every answer is JSON, every refusal a `CommerceError`. */
export interface MagentoClient {
  call<T = unknown>(call: MagentoCall): Promise<T>;
}

export interface MagentoClientOptions {
  readonly fetch?: typeof fetch;
  /** Waits between two tries of a read (a timer; tests pass one that does not wait). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Where failures are told (the server's log); never given a token. */
  readonly log?: (message: string) => void;
  /** The first wait before a read is sent again, doubled each time (default 200 ms). */
  readonly backoffMs?: number;
}

// A gateway failure or an overloaded Magento may answer the next try; any other status would answer the same.
const TRANSIENT = new Set([502, 503, 504]);

const unavailable = () => new CommerceError(503, PLATFORM_FAILED, 'PLATFORM_UNAVAILABLE');

/**
 * The REST client of the Magento 2 driver: `{baseUrl}/rest/{storeCode}{path}`, JSON both ways, the integration token
 * as `Authorization: Bearer` for admin calls and the customer's token for `/mine` calls. Each try has the configured
 * timeout; only reads (GET) are tried again, after a growing wait, when the network, a timeout or a 502/503/504 failed
 * them — a POST, PUT or DELETE that may have created a cart line, an order or a payment is sent once. Magento's error
 * answers become the shop's `CommerceError`s (`magentoErrorToCommerceError`); the log names the method, path and
 * status, never a token.
 * @example
 * const magento = createMagentoClient(config.magento);
 * const cartId = await magento.call<string>({ method: 'POST', path: '/V1/guest-carts', auth: 'anonymous' });
 */
export function createMagentoClient(config: MagentoConfig, options: MagentoClientOptions = {}): MagentoClient {
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = options.log ?? ((message: string) => console.warn(message));
  const backoffMs = options.backoffMs ?? 200;
  const root = `${config.baseUrl}/rest/${encodeURIComponent(config.storeCode)}`;

  return {
    async call<T>({ method, path, query, body, auth }: MagentoCall): Promise<T> {
      const search = query?.length
        ? `?${query.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join('&')}`
        : '';
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (auth === 'admin') headers.Authorization = `Bearer ${config.accessToken}`;
      else if (auth !== 'anonymous') headers.Authorization = `Bearer ${auth.customerToken}`;
      const tries = method === 'GET' ? config.readRetries + 1 : 1;
      const what = `Magento ${method} ${path}`;
      for (let attempt = 1; ; attempt += 1) {
        let response: Response;
        try {
          response = await send(root + path + search, {
            method,
            headers,
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            signal: AbortSignal.timeout(config.timeoutMs),
          });
        } catch (error) {
          const reason =
            error instanceof Error && error.name === 'TimeoutError'
              ? `no answer in ${config.timeoutMs} ms`
              : 'network failure';
          if (attempt < tries) {
            await sleep(backoffMs * 2 ** (attempt - 1));
            continue;
          }
          log(`${what}: ${reason}${tries > 1 ? ` (${tries} tries)` : ''}`);
          throw unavailable();
        }
        const text = await response.text();
        if (response.ok) return (text === '' ? null : JSON.parse(text)) as T;
        if (TRANSIENT.has(response.status) && attempt < tries) {
          await sleep(backoffMs * 2 ** (attempt - 1));
          continue;
        }
        let parsed: MagentoErrorBody | null = null;
        try {
          parsed = JSON.parse(text) as MagentoErrorBody;
        } catch {}
        const refusal = magentoErrorToCommerceError(
          response.status,
          parsed,
          typeof auth === 'string' ? auth : 'customer',
        );
        if (refusal) throw refusal;
        const message = typeof parsed?.message === 'string' ? parsed.message : '(no message)';
        log(
          response.status === 401 && auth === 'admin'
            ? `${what}: 401, Magento refused the integration token (check MAGENTO_ACCESS_TOKEN and its resources)`
            : `${what}: ${response.status} ${message.slice(0, 300)}`,
        );
        if (TRANSIENT.has(response.status)) throw unavailable();
        throw new CommerceError(502, PLATFORM_FAILED, 'PLATFORM_ERROR');
      }
    },
  };
}
