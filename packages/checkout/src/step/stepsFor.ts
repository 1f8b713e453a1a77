import { CHECKOUT_STEPS, type CheckoutStep } from './CheckoutStep';
import type { StepContext } from './StepContext';

/** The steps a cart goes through: a virtual cart skips shipping (SPEC §4 "Cart": nothing is shipped). */
export function stepsFor(context: StepContext): readonly CheckoutStep[] {
  return context.isVirtual ? CHECKOUT_STEPS.filter((step) => step !== 'shipping') : CHECKOUT_STEPS;
}
