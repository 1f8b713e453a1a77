import type { ApiCall } from '@citerne/core-api/contract';

/** A route of the API the fuzzer attacks: its method and Hono path, and its contract call when it has one. */
export interface FuzzEndpoint {
  readonly method: string;
  readonly path: string;
  readonly call?: ApiCall;
  /** The OpenAPI operation of the call (parameters, request body schema). */
  readonly operation?: Record<string, unknown>;
}

/** One malformed request. */
export interface FuzzRequest {
  readonly method: string;
  /** Path and raw query string, as sent. */
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Uint8Array;
  /** What was broken, for the failure report. */
  readonly kind: string;
  /** It carries a forged or expired token. */
  readonly forgedToken?: boolean;
  /** Its query string holds broken percent-encoding, which the classifier cannot read as the server does. */
  readonly brokenEncoding?: boolean;
}
