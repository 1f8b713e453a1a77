import type { Product } from '@citerne/core-api/contract';
import { customOptionsOf } from '../customOption/customOptionsOf';
import { missingRequiredOptions } from '../customOption/missingRequiredOptions';
import type { ProductMessage } from './ProductMessage';
import type { ProductValidator } from './ProductValidator';
import { productIdentityErrors } from './productIdentityErrors';

/**
 * The product validation run before adding to the cart (SPEC §5): a product without sku or known
 * `type_id` is refused at once with a message naming the field; then the product's own errors, a negative
 * price incl. tax ("Product price is unknown, product cannot be added to the cart!"; a zero price is
 * fine), required custom options left empty (the configuration must be fixed before adding), then each
 * registered validator (the texts of the product's data and of the validators as `productError`). Each reason is a
 * code and its values, once; the product is added only when the list is empty.
 * @example
 * validateProduct({ id: 1, sku: 'X', name: 'X', type_id: 'simple', price_incl_tax: -1 }); // [{ code: 'priceUnknown' }]
 */
export function validateProduct(product: Product, validators: readonly ProductValidator[] = []): ProductMessage[] {
  const invalid = productIdentityErrors(product);
  if (invalid.length > 0) return invalid;
  const written = (text: unknown): ProductMessage[] =>
    typeof text === 'string' && text.trim() !== '' ? [{ code: 'productError', params: { text } }] : [];
  const messages: ProductMessage[] = Object.values(product.errors ?? {}).flatMap(written);
  if (typeof product.price_incl_tax === 'number' && product.price_incl_tax < 0) messages.push({ code: 'priceUnknown' });
  const chosen = product.product_option?.extension_attributes?.custom_options;
  for (const option of missingRequiredOptions(customOptionsOf(product), chosen)) {
    messages.push({ code: 'optionRequired', params: { title: option.title } });
  }
  for (const validator of validators) messages.push(...validator(product).flatMap(written));
  // The same reason twice (a validator repeating the product's error) is shown once.
  const seen = new Set<string>();
  return messages.filter((message) => {
    const key = JSON.stringify(message);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
