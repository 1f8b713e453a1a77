import type { PaymentDetails, PersonalDetails, ShippingDetails } from '../details/CheckoutDetails';
import { patchDetails } from '../details/patchDetails';
import type { OrderAttempt } from '../order/OrderAttempt';
import type { OrderConfirmation } from '../order/OrderConfirmation';
import type { CheckoutStep } from '../step/CheckoutStep';
import { canOpenStep } from '../step/canOpenStep';
import { completeStep } from '../step/completeStep';
import type { StepContext } from '../step/StepContext';
import { type CheckoutState, emptyCheckoutState } from './CheckoutState';

/** What can happen to the checkout. `now` (epoch ms) stamps `modifiedAt` (SPEC §4 "Session"). */
export type CheckoutAction =
  /** The shopper typed in the personal details. */
  | { readonly type: 'personal/change'; readonly patch: Partial<PersonalDetails>; readonly now: number }
  /** The shopper typed in the shipping address or chose a method. */
  | { readonly type: 'shipping/change'; readonly patch: Partial<ShippingDetails>; readonly now: number }
  /** The shopper typed in the billing address or chose a payment method. */
  | { readonly type: 'payment/change'; readonly patch: Partial<PaymentDetails>; readonly now: number }
  /** The terms and conditions box was ticked or unticked. */
  | { readonly type: 'terms/change'; readonly accepted: boolean; readonly now: number }
  /** Opens a completed step again, or the first step not completed; a later step cannot be opened. */
  | { readonly type: 'step/open'; readonly step: CheckoutStep }
  /**
   * Completes an openable step when `validateStep` finds no error, and opens the next one (a virtual
   * cart skips shipping); otherwise nothing changes.
   */
  | { readonly type: 'step/complete'; readonly step: CheckoutStep; readonly context: StepContext; readonly now: number }
  /** An order is being placed with this idempotency key. */
  | { readonly type: 'order/attempt'; readonly attempt: OrderAttempt }
  /** The server refused the order (address invalid, products unavailable…): the attempt ends. */
  | { readonly type: 'order/refused' }
  /**
   * The order is placed (SPEC §4 "Place order"): the password is dropped (and with it the account
   * request, which went with the order), the addresses are kept, the attempt ends, the confirmation is kept.
   */
  | { readonly type: 'order/placed'; readonly confirmation: OrderConfirmation }
  /**
   * A new checkout: the details entered are kept except the password; terms, steps, attempt and
   * confirmation start again.
   */
  | { readonly type: 'checkout/reset' };

const changed = (state: CheckoutState, next: Partial<CheckoutState>, now: number): CheckoutState =>
  Object.entries(next).every(([key, value]) => state[key as keyof CheckoutState] === value)
    ? state
    : { ...state, ...next, modifiedAt: now };

const withoutPassword = (details: PersonalDetails): PersonalDetails =>
  details.password === '' && !details.createAccount ? details : { ...details, password: '', createAccount: false };

/**
 * The checkout's pure reducer: the state after an action. An action that changes nothing returns the
 * same state object, so a store can skip the write. A change never un-completes a step: check
 * `firstInvalidStep` before placing the order.
 * @example
 * let state = emptyCheckoutState();
 * state = checkoutReducer(state, { type: 'personal/change', patch: { firstName: 'Léa' }, now: Date.now() });
 * state = checkoutReducer(state, { type: 'step/complete', step: 'personal', context: { isVirtual: false }, now: Date.now() });
 */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'personal/change':
      return changed(state, { personalDetails: patchDetails(state.personalDetails, action.patch) }, action.now);
    case 'shipping/change':
      return changed(state, { shippingDetails: patchDetails(state.shippingDetails, action.patch) }, action.now);
    case 'payment/change':
      return changed(state, { paymentDetails: patchDetails(state.paymentDetails, action.patch) }, action.now);
    case 'terms/change':
      return changed(state, { termsAccepted: action.accepted }, action.now);
    case 'step/open':
      return action.step !== state.step && canOpenStep(state, action.step) ? { ...state, step: action.step } : state;
    case 'step/complete':
      return completeStep(state, action.step, action.context, action.now);
    case 'order/attempt':
      return state.attempt?.orderId === action.attempt.orderId &&
        state.attempt.fingerprint === action.attempt.fingerprint
        ? state
        : { ...state, attempt: action.attempt };
    case 'order/refused':
      return state.attempt === null ? state : { ...state, attempt: null };
    case 'order/placed':
      return {
        ...state,
        personalDetails: withoutPassword(state.personalDetails),
        attempt: null,
        confirmation: action.confirmation,
      };
    case 'checkout/reset':
      return {
        ...emptyCheckoutState(),
        personalDetails: withoutPassword(state.personalDetails),
        shippingDetails: state.shippingDetails,
        paymentDetails: state.paymentDetails,
        modifiedAt: state.modifiedAt,
      };
    default:
      return action satisfies never;
  }
}
