import type { PaymentDetails, PersonalDetails, ShippingDetails } from '../details/CheckoutDetails';
import { DEFAULT_COUNTRY } from '../details/defaultCountry';
import type { OrderAttempt } from '../order/OrderAttempt';
import type { OrderConfirmation } from '../order/OrderConfirmation';
import type { CheckoutStep } from '../step/CheckoutStep';

/**
 * The checkout (SPEC §3 "Checkout details"): the details of each step, the accepted terms, the open
 * step and the completed ones (in step order), when the details last changed (epoch ms, SPEC §4
 * "Session": the 30-minute in-checkout window), the order attempt in progress and, once placed, the
 * order's confirmation.
 */
export interface CheckoutState {
  readonly personalDetails: PersonalDetails;
  readonly shippingDetails: ShippingDetails;
  readonly paymentDetails: PaymentDetails;
  readonly termsAccepted: boolean;
  readonly step: CheckoutStep;
  readonly completed: readonly CheckoutStep[];
  readonly modifiedAt: number | null;
  readonly attempt: OrderAttempt | null;
  readonly confirmation: OrderConfirmation | null;
}

/**
 * A new checkout: empty details (country France, billing address same as shipping), terms not
 * accepted, the personal details step open, nothing completed, no order.
 * @example
 * const state = emptyCheckoutState();
 * state.step; // 'personal'
 */
export function emptyCheckoutState(): CheckoutState {
  const address = {
    firstName: '',
    lastName: '',
    country: DEFAULT_COUNTRY,
    streetAddress: '',
    apartmentNumber: '',
    city: '',
    state: '',
    region_id: null,
    zipCode: '',
    phoneNumber: '',
  };
  return {
    personalDetails: { firstName: '', lastName: '', emailAddress: '', password: '', createAccount: false },
    shippingDetails: { ...address, shippingMethod: '', shippingCarrier: '' },
    paymentDetails: {
      ...address,
      sameAsShipping: true,
      company: '',
      taxId: '',
      paymentMethod: '',
      paymentMethodAdditional: {},
    },
    termsAccepted: false,
    step: 'personal',
    completed: [],
    modifiedAt: null,
    attempt: null,
    confirmation: null,
  };
}
