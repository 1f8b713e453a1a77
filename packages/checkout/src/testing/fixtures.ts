import { type CartLine, cartLineChecksum } from '@citerne/cart-sync';
import type { PaymentMethod, ShippingMethod } from '@citerne/core-api/contract';
import type { AddressDetails, PaymentDetails, PersonalDetails, ShippingDetails } from '../details/CheckoutDetails';
import { type CheckoutState, emptyCheckoutState } from '../state/CheckoutState';

/** A French delivery address that passes every rule. */
export const lyonAddress: AddressDetails = {
  firstName: 'Léa',
  lastName: "N'Diaye-Martin",
  country: 'FR',
  streetAddress: '12 rue des Lilas',
  apartmentNumber: '',
  city: 'Lyon',
  state: '',
  region_id: null,
  zipCode: '69001',
  phoneNumber: '06 12 34 56 78',
};

export const personal: PersonalDetails = {
  firstName: 'Léa',
  lastName: 'Martin',
  emailAddress: 'lea.martin@exemple.fr',
  password: '',
  createAccount: false,
};

export const dpd: ShippingMethod = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: 'DPD',
  method_title: 'DPD Courier',
  amount: 4,
  price_incl_tax: 5,
  available: true,
  default: true,
};

export const cashOnDelivery: PaymentMethod = {
  code: 'cashondelivery',
  title: 'Paiement à la livraison',
  default: true,
};
export const bankTransfer: PaymentMethod = { code: 'banktransfer', title: 'Virement bancaire' };
export const card: PaymentMethod = { code: 'systempay', title: 'Carte bancaire', redirect: true };

export const shipping: ShippingDetails = { ...lyonAddress, shippingMethod: 'flatrate', shippingCarrier: 'flatrate' };

export const payment: PaymentDetails = {
  ...emptyCheckoutState().paymentDetails,
  paymentMethod: 'cashondelivery',
};

/** A checkout filled in and valid up to the review (terms accepted), on the review step. */
export function filledCheckout(extra: Partial<CheckoutState> = {}): CheckoutState {
  return {
    ...emptyCheckoutState(),
    personalDetails: personal,
    shippingDetails: shipping,
    paymentDetails: payment,
    termsAccepted: true,
    step: 'review',
    completed: ['personal', 'shipping', 'payment'],
    modifiedAt: Date.parse('2026-11-21T10:00:00Z'),
    ...extra,
  };
}

/** A cart line for tests: sku, quantity and any other field; the checksum is computed. */
export function cartLine(sku: string, qty: number, extra: Partial<CartLine> = {}): CartLine {
  const made = { sku, qty, checksum: '', ...extra } as CartLine;
  return { ...made, checksum: cartLineChecksum(made) };
}

/** A Map-backed `localStorage` (the one of the packages' tests); `entries` shows what was written. */
export { createMemoryStorage as memoryStorage } from '@repo/test-utils';
