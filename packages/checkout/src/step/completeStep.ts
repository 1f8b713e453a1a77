import type { CheckoutState } from '../state/CheckoutState';
import { CHECKOUT_STEPS, type CheckoutStep } from './CheckoutStep';
import { canOpenStep } from './canOpenStep';
import type { StepContext } from './StepContext';
import { stepsFor } from './stepsFor';
import { validateStep } from './validateStep';

/**
 * Completes a step that can be opened and has no field errors, and opens the next one; a step skipped
 * on the way (shipping, for a virtual cart) counts as completed. Otherwise the state is unchanged.
 */
export function completeStep(
  state: CheckoutState,
  step: CheckoutStep,
  context: StepContext,
  now: number,
): CheckoutState {
  if (!canOpenStep(state, step)) return state;
  if (Object.keys(validateStep(state, step, context)).length > 0) return state;
  const steps = stepsFor(context);
  const from = CHECKOUT_STEPS.indexOf(step);
  const next = CHECKOUT_STEPS.slice(from + 1).find((each) => steps.includes(each)) ?? step;
  const to = CHECKOUT_STEPS.indexOf(next);
  const done = new Set([...state.completed, ...CHECKOUT_STEPS.filter((_, index) => index >= from && index < to), step]);
  return {
    ...state,
    step: next,
    completed: CHECKOUT_STEPS.filter((each) => done.has(each)),
    modifiedAt: now,
  };
}
