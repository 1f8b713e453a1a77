import type { ProductMessage } from './ProductMessage';
import { productMessages } from './productMessages';

/**
 * A product message's English text (its message id, SPEC §5 and §8): what the API answers and what an app without
 * translations shows. The shop makes its own text from the code.
 * @example
 * productMessageSource({ code: 'optionRequired', params: { title: 'Largeur' } }); // 'Largeur is required.'
 */
export function productMessageSource(message: ProductMessage): string {
  switch (message.code) {
    case 'productWithoutType':
      return productMessages.productWithoutType(message.params.sku);
    case 'optionRequired':
      return productMessages.optionRequired(message.params.title);
    case 'productError':
      return message.params.text;
    default:
      return productMessages[message.code];
  }
}
