import type { CheckoutState } from '../state/CheckoutState';
import { CHECKOUT_STEPS, type CheckoutStep } from './CheckoutStep';

/** Whether a step can be opened: it was completed, or it is the first step not completed yet. */
export function canOpenStep(state: Pick<CheckoutState, 'completed'>, step: CheckoutStep): boolean {
  if (state.completed.includes(step)) return true;
  return CHECKOUT_STEPS.find((each) => !state.completed.includes(each)) === step;
}
