import type { CartMessage } from '@citerne/cart-sync';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * A message raised by the cart (a code and its values, SPEC §5 and §8) in the shop's language: every text of the cart
 * is made here, once; a server's message is shown as it is.
 *
 * @example
 * cartMessageText(i18n, { code: 'productAdded' }); // 'Le produit a été ajouté au panier !'
 * cartMessageText(i18n, { code: 'onlyAvailable', params: { maxQuantity: 3 } }); // 'Seulement 3 disponibles pour ce produit'
 */
export function cartMessageText(i18n: I18n, message: CartMessage): string {
  switch (message.code) {
    case 'productAdded':
      return i18n._(msg`Product has been added to the cart!`);
    case 'quantityUpdated':
      return i18n._(msg`Product quantity has been updated!`);
    case 'volatileStock':
      return i18n._(
        msg`The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.`,
      );
    case 'outOfStock':
      return i18n._(msg`The product is out of stock and cannot be added to the cart!`);
    case 'proceedToCheckout':
      return i18n._(msg`Proceed to checkout`);
    case 'ok':
      return i18n._(msg`OK`);
    case 'onlyAvailable': {
      const count = message.params.maxQuantity;
      return i18n._(
        msg({
          message: plural(count, { one: 'Only # of this type available', other: 'Only # of this type available' }),
        }),
      );
    }
    case 'someProductsNotAvailable':
      return i18n._(msg`Some ordered products not available`);
    case 'errorWhileAdding':
      return i18n._(msg`Error while adding products`);
    case 'priceUnknown':
      return i18n._(msg`Product price is unknown, product cannot be added to the cart!`);
    case 'groupedWithoutLinks':
      return i18n._(msg`Product with type grouped has no product_links set!`);
    case 'noVariants':
      return i18n._(msg`No available product variants`);
    case 'noSuchConfiguration':
      return i18n._(msg`No such configuration for the product. Please do choose another combination of attributes.`);
    case 'productLinkNotFound':
      return i18n._(msg`Product link not found`);
    case 'productWithoutSku':
      return i18n._(msg`Product has no sku and cannot be added to the cart!`);
    case 'productWithoutType': {
      const { sku } = message.params;
      return i18n._(msg`Product ${sku} has no type_id and cannot be added to the cart!`);
    }
    case 'inStock':
      return i18n._(msg`In stock!`);
    case 'outOfTheStock':
      return i18n._(msg`Out of the stock!`);
    case 'quantityNotANumber':
      return i18n._(msg`Quantity must be a number.`);
    case 'quantityNotPositive':
      return i18n._(msg`Quantity must be greater than 0.`);
    case 'quantityNotWhole':
      return i18n._(msg`Quantity must be a positive integer.`);
    case 'optionRequired': {
      const { title } = message.params;
      return i18n._(msg`${title} is required.`);
    }
    case 'syncDisabled':
      return i18n._(msg`The cart could not be synchronised with the shop and is kept on this device only.`);
    // A text the product's data, a registered validator or the server wrote is shown as it is.
    case 'productError':
    case 'serverMessage':
      return message.params.text;
    default:
      return message satisfies never;
  }
}
