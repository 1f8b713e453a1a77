import type { ProductMessageCode, ProductMessageParams } from '@citerne/product';
import type { cartMessages } from './cartMessages';

/** The values a cart message's text is made with, by code. */
export interface CartMessageParams extends ProductMessageParams {
  readonly onlyAvailable: { readonly maxQuantity: number };
  /** A refusal the server wrote (shown as it is). */
  readonly serverMessage: { readonly text: string };
}

/**
 * Every code a cart message can carry: the SPEC §5 and §8 texts of {@link cartMessages} — the product rules' codes of
 * `@citerne/product` among them, one set — and texts written elsewhere.
 */
export type CartMessageCode = keyof typeof cartMessages | ProductMessageCode | 'serverMessage';

/**
 * A message the cart raises, as a code and its values (SPEC §5, §8): the app makes the text once, in its language
 * (the storefront through lingui). The English texts of {@link cartMessages} are the message ids.
 * @example
 * const message: CartMessage = { code: 'onlyAvailable', params: { maxQuantity: 3 } }; // "Only 3 of this type available"
 */
export type CartMessage = {
  readonly [C in CartMessageCode]: C extends keyof CartMessageParams
    ? { readonly code: C; readonly params: CartMessageParams[C] }
    : { readonly code: C; readonly params?: undefined };
}[CartMessageCode];
