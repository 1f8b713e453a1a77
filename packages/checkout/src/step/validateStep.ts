import type { PaymentDetails, PersonalDetails, ShippingDetails } from '../details/CheckoutDetails';
import { checkoutMessages } from '../message/checkoutMessages';
import { validatePaymentDetails } from '../payment/validatePaymentDetails';
import { validatePersonalDetails } from '../personal/validatePersonalDetails';
import { validateShippingDetails } from '../shipping/validateShippingDetails';
import type { CheckoutState } from '../state/CheckoutState';
import type { CheckoutStep } from './CheckoutStep';
import type { FieldErrors } from './FieldErrors';
import type { StepContext } from './StepContext';

/** The fields each step validates: its details, and for the order review the terms and conditions. */
export interface CheckoutStepFields {
  readonly personal: PersonalDetails;
  readonly shipping: ShippingDetails;
  readonly payment: PaymentDetails;
  readonly review: { readonly termsAccepted: boolean };
}

/**
 * The field errors of one step of the checkout (empty when the step is valid): personal details,
 * shipping (none for a virtual cart), payment, and at the order review the terms and conditions, which
 * must be accepted (SPEC §5).
 * @example
 * validateStep(emptyCheckoutState(), 'review', { isVirtual: false });
 * // { termsAccepted: 'You must accept the terms and conditions.' }
 */
export function validateStep<S extends CheckoutStep>(
  state: CheckoutState,
  step: S,
  context: StepContext,
): FieldErrors<CheckoutStepFields[S]> {
  const checked = step as CheckoutStep;
  switch (checked) {
    case 'personal':
      return validatePersonalDetails(state.personalDetails) as FieldErrors<CheckoutStepFields[S]>;
    case 'shipping':
      return validateShippingDetails(state.shippingDetails, context) as FieldErrors<CheckoutStepFields[S]>;
    case 'payment':
      return validatePaymentDetails(state.paymentDetails, context) as FieldErrors<CheckoutStepFields[S]>;
    case 'review':
      return (state.termsAccepted ? {} : { termsAccepted: checkoutMessages.termsRequired }) as FieldErrors<
        CheckoutStepFields[S]
      >;
    default:
      return checked satisfies never;
  }
}
