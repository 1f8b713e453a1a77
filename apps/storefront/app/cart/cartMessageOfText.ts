import { type CartMessage, cartMessages } from '@citerne/cart-sync';

// The texts cart-sync still keeps as texts — a line's stock note (stored with the line) and the product rules'
// refusals (`RefusedProduct.messages`) — are its English message ids: their code is found back by the text.
const fixedTexts = new Map<string, CartMessage>(
  Object.entries(cartMessages).flatMap(([code, text]) =>
    typeof text === 'string' ? [[text, { code } as CartMessage] as const] : [],
  ),
);
const required = /^(.+) is required\.$/;

/**
 * The code of a text the cart keeps as a text; a text it does not know (a server's) stays as it is.
 *
 * @example
 * cartMessageOfText('Out of the stock!'); // { code: 'outOfTheStock' }
 */
export function cartMessageOfText(text: string): CartMessage {
  const fixed = fixedTexts.get(text);
  if (fixed) return fixed;
  // A required custom option left empty (SPEC §5), as the product rules write it until they give codes too.
  const option = required.exec(text)?.[1];
  if (option !== undefined) return { code: 'optionRequired', params: { title: option } };
  return { code: 'serverMessage', params: { text } };
}
