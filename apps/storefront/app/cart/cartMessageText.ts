import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

// The cart raises the SPEC §5 and §8 texts in English (message ids); the shop shows them in its language.
const texts: Record<string, MessageDescriptor> = {
  'Product has been added to the cart!': msg`Product has been added to the cart!`,
  'Product quantity has been updated!': msg`Product quantity has been updated!`,
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.': msg`The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.`,
  'The product is out of stock and cannot be added to the cart!': msg`The product is out of stock and cannot be added to the cart!`,
  'Proceed to checkout': msg`Proceed to checkout`,
  OK: msg`OK`,
  'Some ordered products not available': msg`Some ordered products not available`,
  'Error while adding products': msg`Error while adding products`,
  'Product price is unknown, product cannot be added to the cart!': msg`Product price is unknown, product cannot be added to the cart!`,
  'Product with type grouped has no product_links set!': msg`Product with type grouped has no product_links set!`,
  'No available product variants': msg`No available product variants`,
  'In stock!': msg`In stock!`,
  'Out of the stock!': msg`Out of the stock!`,
  'Quantity must be a number.': msg`Quantity must be a number.`,
  'Quantity must be greater than 0.': msg`Quantity must be greater than 0.`,
  'Quantity must be a positive integer.': msg`Quantity must be a positive integer.`,
  'The cart could not be synchronised with the shop and is kept on this device only.': msg`The cart could not be synchronised with the shop and is kept on this device only.`,
};

/**
 * A text raised by the cart in the shop's language; texts with a value ("Only 3 of this type available",
 * "Couleur is required.") are translated with it; unknown texts (server messages) are shown as they are.
 *
 * @example
 * cartMessageText(i18n, 'Product has been added to the cart!'); // 'Le produit a été ajouté au panier !'
 */
export function cartMessageText(i18n: I18n, text: string): string {
  const known = texts[text];
  if (known) return i18n._(known);
  const available = /^Only (\d+) of this type available$/.exec(text);
  if (available) {
    const count = Number(available[1]);
    return i18n._(
      msg({ message: plural(count, { one: 'Only # of this type available', other: 'Only # of this type available' }) }),
    );
  }
  const required = /^(.+) is required\.$/.exec(text);
  if (required) return i18n._(msg`${required[1] ?? ''} is required.`);
  return text;
}
