import type { Product } from '@citerne/core-api/contract';
import { customOptionsOf } from '../customOption/customOptionsOf';
import { missingRequiredOptions } from '../customOption/missingRequiredOptions';
import type { ProductValidator } from './ProductValidator';
import { productIdentityErrors } from './productIdentityErrors';
import { productMessages } from './productMessages';

/**
 * The product validation run before adding to the cart (SPEC §5): a product without sku or known
 * `type_id` is refused at once with a message naming the field; then the product's own errors, a negative
 * price incl. tax ("Product price is unknown, product cannot be added to the cart!"; a zero price is
 * fine), required custom options left empty (the configuration must be fixed before adding), then each
 * registered validator. The product is added only when the list is empty.
 * @example
 * validateProduct({ id: 1, sku: 'X', name: 'X', type_id: 'simple', price_incl_tax: -1 }); // ['Product price is unknown, …']
 */
export function validateProduct(product: Product, validators: readonly ProductValidator[] = []): string[] {
  const invalid = productIdentityErrors(product);
  if (invalid.length > 0) return invalid;
  const messages: string[] = [];
  for (const message of Object.values(product.errors ?? {})) {
    if (typeof message === 'string' && message.trim() !== '') messages.push(message);
  }
  if (typeof product.price_incl_tax === 'number' && product.price_incl_tax < 0)
    messages.push(productMessages.priceUnknown);
  const chosen = product.product_option?.extension_attributes?.custom_options;
  for (const option of missingRequiredOptions(customOptionsOf(product), chosen)) {
    messages.push(productMessages.optionRequired(option.title));
  }
  for (const validator of validators) messages.push(...validator(product));
  return [...new Set(messages)];
}
