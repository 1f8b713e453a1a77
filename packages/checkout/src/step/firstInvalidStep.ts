import type { CheckoutState } from '../state/CheckoutState';
import type { CheckoutStep } from './CheckoutStep';
import type { StepContext } from './StepContext';
import { stepsFor } from './stepsFor';
import { validateStep } from './validateStep';

/**
 * The first step, in order, whose fields do not pass (shipping skipped for a virtual cart), or `null`
 * when the whole checkout is valid. Check it before placing the order: a change never un-completes a
 * step, and the cart (virtual or not, the methods offered) may have changed since a step was completed.
 * @example
 * firstInvalidStep(state, { isVirtual: false, paymentMethods }); // 'shipping'
 */
export function firstInvalidStep(state: CheckoutState, context: StepContext): CheckoutStep | null {
  return stepsFor(context).find((step) => Object.keys(validateStep(state, step, context)).length > 0) ?? null;
}
