/**
 * The texts the checkout raises, as English message ids: the SPEC §5 and §8 texts where the SPEC gives
 * one, the shop's own elsewhere. The shop translates them with lingui; functions fill their placeholder.
 * Field errors of the validators are values of this object.
 * @example
 * checkoutMessages.freeShippingRemaining('12,50 €'); // 'Only 12,50 € left to get free shipping in France.'
 */
export const checkoutMessages = {
  // SPEC §5 generic form messages
  fieldRequired: 'Field is required.',
  nameTooShort: 'Name must have at least 2 letters.',
  nameInvalid: 'Please use letters, spaces, hyphens or apostrophes only.',
  invalidEmail: 'Please provide valid e-mail address.',
  passwordTooShort: 'The password must have at least 8 characters.',
  passwordTooLong: 'The password must have at most 256 characters.',
  invalidPhone: 'Please provide a valid phone number.',
  invalidFrenchZip: 'Please provide a valid French zip code (5 digits).',
  invalidMonacoZip: 'Please provide a valid Monaco zip code (980 and 2 digits).',
  zipTooShort: 'Zip-code must have at least 3 letters.',
  taxIdTooShort: 'Tax identification number must have at least 3 letters.',
  invalidCountry: 'Please choose a country.',
  textTooLong: (max: number) => `Must be at most ${max} characters.`,
  textHasNul: 'Text cannot contain NUL characters.',
  termsRequired: 'You must accept the terms and conditions.',
  chooseShippingMethod: 'Please choose a shipping method.',
  choosePaymentMethod: 'Please choose a payment method.',
  // SPEC §8 "Account" (other texts)
  addressInvalid: 'Address in checkout contains invalid data, order cancelled',
  somethingWentWrong: 'Something went wrong',
  paymentNotComplete: 'Payment not complete',
  orderNotPaid: 'Order not paid successfully',
  orderServerError: 'The order could not be transferred because of a server error. Please try again.',
  // Placing the order
  orderOffline: 'You are offline: the order has not been sent. Please try again once you are back online.',
  cartNotConnected: 'Your cart is not connected to the shop yet. Please try again in a moment.',
  cartEmpty: 'Your cart is empty.',
  // Offline orders (SPEC §4 "Offline and online")
  paymentNeedsNetwork:
    'A card payment needs a connection to the bank: choose cash on delivery or bank transfer to order offline, or try again once you are back online.',
  orderNotKeptOffline:
    'Your browser could not keep the order offline: nothing was ordered. Please try again once you are back online.',
  // SPEC §9 "Shipping and totals"
  freeShippingReached: 'You get free shipping in France!',
  freeShippingRemaining: (amount: string) => `Only ${amount} left to get free shipping in France.`,
} as const;
