import { createContext } from 'react-router';

/** What the shop server gives the loaders of one request (server only; never sent to the browser). */
export interface ShopServerContext {
  /** Calls the API in-process (same Node process, no network hop). */
  readonly fetch: typeof fetch;
  /** Admin token of the slide-photo call (SPEC §6), held in the server configuration. */
  readonly slidePhotoToken?: string | undefined;
  /** The shop's public origin for canonical URLs, e.g. `https://www.citerne-souple.fr`. */
  readonly publicUrl?: string | undefined;
  /**
   * The Content-Security-Policy nonce of this render (fresh per request, server/createShopServer.ts): every inline
   * script of the page carries it (app/entry.server.tsx); the answer's policy names it.
   */
  readonly nonce?: string | undefined;
}

/**
 * The router context key of {@link ShopServerContext}. The shop server reads it from the server build it serves
 * (`app/entry.server.tsx` re-exports it), so the key it sets is the very one the loaders read.
 */
export const shopServerContext = createContext<ShopServerContext | null>(null);
