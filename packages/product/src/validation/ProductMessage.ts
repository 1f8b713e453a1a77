import type { productMessages } from './productMessages';

/** The values a product message's text is made with, by code. */
export interface ProductMessageParams {
  readonly productWithoutType: { readonly sku: string };
  readonly optionRequired: { readonly title: string };
  /** A text the product's data (`errors`) or a registered validator wrote, shown as it is. */
  readonly productError: { readonly text: string };
}

/** Every code a product message can carry: the SPEC §5 and §8 texts of {@link productMessages}, and `productError`. */
export type ProductMessageCode = keyof typeof productMessages | 'productError';

/**
 * Why a product cannot become a cart line (SPEC §5, §8), as a code and its values: the app makes the text once, in its
 * language; {@link productMessages} are the English texts (the message ids), {@link productMessageSource} fills them.
 * @example
 * const message: ProductMessage = { code: 'optionRequired', params: { title: 'Largeur' } }; // "Largeur is required."
 */
export type ProductMessage = {
  readonly [C in ProductMessageCode]: C extends keyof ProductMessageParams
    ? { readonly code: C; readonly params: ProductMessageParams[C] }
    : { readonly code: C; readonly params?: undefined };
}[ProductMessageCode];
