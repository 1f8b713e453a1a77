import type { CartMessage } from './CartMessage';
import { cartMessages } from './cartMessages';

/**
 * A cart message's English text (its message id, SPEC §5 and §8), for apps without translations. The shop makes its own text from the code.
 * @example
 * cartMessageSource({ code: 'onlyAvailable', params: { maxQuantity: 3 } }); // 'Only 3 of this type available'
 */
export function cartMessageSource(message: CartMessage): string {
  switch (message.code) {
    case 'onlyAvailable':
      return cartMessages.onlyAvailable(message.params.maxQuantity);
    case 'optionRequired':
      return cartMessages.optionRequired(message.params.title);
    case 'productWithoutType':
      return cartMessages.productWithoutType(message.params.sku);
    case 'productError':
    case 'serverMessage':
      return message.params.text;
    default:
      return cartMessages[message.code];
  }
}
