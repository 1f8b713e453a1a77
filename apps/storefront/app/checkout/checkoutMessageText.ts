import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// `@citerne/checkout` raises its SPEC §5 and §8 texts in English (message ids); the shop shows them in its language.
const texts: Record<string, MessageDescriptor> = {
  'Field is required.': msg`Field is required.`,
  'Name must have at least 2 letters.': msg`Name must have at least 2 letters.`,
  'Please use letters, spaces, hyphens or apostrophes only.': msg`Please use letters, spaces, hyphens or apostrophes only.`,
  'Please provide valid e-mail address.': msg`Please provide valid e-mail address.`,
  'The password must have at least 8 characters.': msg`The password must have at least 8 characters.`,
  'The password must have at most 256 characters.': msg`The password must have at most 256 characters.`,
  'Please provide a valid phone number.': msg`Please provide a valid phone number.`,
  'Please provide a valid French zip code (5 digits).': msg`Please provide a valid French zip code (5 digits).`,
  'Please provide a valid Monaco zip code (980 and 2 digits).': msg`Please provide a valid Monaco zip code (980 and 2 digits).`,
  'Zip-code must have at least 3 letters.': msg`Zip-code must have at least 3 letters.`,
  'Tax identification number must have at least 3 letters.': msg`Tax identification number must have at least 3 letters.`,
  'Please choose a country.': msg`Please choose a country.`,
  'Text cannot contain NUL characters.': msg`Text cannot contain NUL characters.`,
  'You must accept the terms and conditions.': msg`You must accept the terms and conditions.`,
  'Please choose a shipping method.': msg`Please choose a shipping method.`,
  'Please choose a payment method.': msg`Please choose a payment method.`,
  'Address in checkout contains invalid data, order cancelled': msg`Address in checkout contains invalid data, order cancelled`,
  'Something went wrong': msg`Something went wrong`,
  'Payment not complete': msg`Payment not complete`,
  'Order not paid successfully': msg`Order not paid successfully`,
  'The order could not be transferred because of a server error. Please try again.': msg`The order could not be transferred because of a server error. Please try again.`,
  'You are offline: the order has not been sent. Please try again once you are back online.': msg`You are offline: the order has not been sent. Please try again once you are back online.`,
  'Your cart is not connected to the shop yet. Please try again in a moment.': msg`Your cart is not connected to the shop yet. Please try again in a moment.`,
  'Your cart is empty.': msg`Your cart is empty.`,
  'A card payment needs a connection to the bank: choose cash on delivery or bank transfer to order offline, or try again once you are back online.': msg`A card payment needs a connection to the bank: choose cash on delivery or bank transfer to order offline, or try again once you are back online.`,
  'Your browser could not keep the order offline: nothing was ordered. Please try again once you are back online.': msg`Your browser could not keep the order offline: nothing was ordered. Please try again once you are back online.`,
  'The cart changed since the order was prepared: please review your order.': msg`The cart changed since the order was prepared: please review your order.`,
  'You get free shipping in France!': msg`You get free shipping in France!`,
  'Some ordered products not available': msg`Some ordered products not available`,
  'Incorrect coupon code': msg`Incorrect coupon code`,
};

/**
 * A text raised by the checkout in the shop's language; texts with a value are translated with it; unknown texts
 * (server messages) are shown as they are.
 *
 * @example
 * checkoutMessageText(i18n, 'Field is required.'); // 'Ce champ est obligatoire.'
 */
export function checkoutMessageText(i18n: I18n, text: string): string {
  const known = texts[text];
  if (known) return i18n._(known);
  const tooLong = /^Must be at most (\d+) characters\.$/.exec(text);
  if (tooLong) return i18n._(msg`Must be at most ${tooLong[1] ?? ''} characters.`);
  const remaining = /^Only (.+) left to get free shipping in France\.$/.exec(text);
  if (remaining) {
    const amount = remaining[1] ?? '';
    return i18n._(msg`Add ${amount} to your cart for free shipping in France.`);
  }
  return text;
}

/**
 * Every error of a step in the shop's language.
 *
 * @example
 * translateErrors(i18n, { firstName: 'Field is required.' }); // { firstName: 'Ce champ est obligatoire.' }
 */
export function translateErrors<K extends string>(
  i18n: I18n,
  errors: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [field, text] of Object.entries(errors) as [K, string | undefined][]) {
    if (text) out[field] = checkoutMessageText(i18n, text);
  }
  return out;
}
