/** A step of the checkout page (SPEC §2 "Checkout"), in the order the shopper goes through them. */
export type CheckoutStep = 'personal' | 'shipping' | 'payment' | 'review';

/**
 * The checkout steps in order: personal details, shipping, payment, order review.
 * @example
 * CHECKOUT_STEPS.indexOf('payment'); // 2
 */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = Object.freeze(['personal', 'shipping', 'payment', 'review']);
