import {
  CHECKOUT_STEPS,
  type CheckoutAction,
  type CheckoutStep,
  checkoutReducer,
  emptyCheckoutState,
  type StepContext,
  validateStep,
} from '@citerne/checkout';
import { useId, useReducer, useState } from 'react';
import '../shared/docsPlayground.css';

// The carrier and payment method the cart offers here (shapes of SPEC §7 shipping-methods / payment-methods).
const context: StepContext = {
  isVirtual: false,
  shippingMethods: [{ carrier_code: 'flatrate', method_code: 'flatrate', amount: 49, available: true }],
  paymentMethods: [{ code: 'checkmo', title: 'Chèque' }],
};

const address = {
  firstName: 'Camille',
  lastName: 'Martin',
  country: 'FR',
  streetAddress: '12 rue des Lilas',
  city: 'Lyon',
  zipCode: '69003',
  phoneNumber: '0612345678',
};

/** What each "fill" button types in, as the shopper would. */
const fills: Record<CheckoutStep, (now: number) => CheckoutAction> = {
  personal: (now) => ({
    type: 'personal/change',
    patch: { firstName: 'Camille', lastName: 'Martin', emailAddress: 'camille@example.fr' },
    now,
  }),
  shipping: (now) => ({
    type: 'shipping/change',
    patch: { ...address, shippingMethod: 'flatrate', shippingCarrier: 'flatrate' },
    now,
  }),
  payment: (now) => ({ type: 'payment/change', patch: { paymentMethod: 'checkmo' }, now }),
  review: (now) => ({ type: 'terms/change', accepted: true, now }),
};

/** The checkout's step machine (`checkoutReducer`) driven by buttons, with `validateStep`'s errors when refused. */
export function CheckoutMachine() {
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () => emptyCheckoutState());
  const [errors, setErrors] = useState<Readonly<Record<string, string | undefined>>>({});
  const id = useId();
  const complete = () => {
    const found = validateStep(state, state.step, context) as Readonly<Record<string, string | undefined>>;
    setErrors(found);
    dispatch({ type: 'step/complete', step: state.step, context, now: Date.now() });
  };
  const problems = Object.entries(errors).filter(([, message]) => message);
  return (
    <div className="docs-playground" lang="en">
      <nav aria-label="Checkout steps">
        <ol style={{ display: 'flex', gap: '0.5rem', listStyle: 'none', padding: 0, margin: 0 }}>
          {CHECKOUT_STEPS.map((step) => (
            <li key={step}>
              <button
                type="button"
                className="docs-state"
                aria-current={state.step === step ? 'step' : undefined}
                onClick={() => dispatch({ type: 'step/open', step })}
              >
                {step}
                {state.completed.includes(step) ? ' ✓' : ''}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <button type="button" onClick={() => dispatch(fills[state.step](Date.now()))}>
          Fill the “{state.step}” step
        </button>
        <button type="button" onClick={complete}>
          Complete the “{state.step}” step
        </button>
      </div>
      <section aria-labelledby={`${id}-state`}>
        <h3 id={`${id}-state`}>State</h3>
        <p>
          Open step: <output data-testid="open-step">{state.step}</output>; completed:{' '}
          <output data-testid="completed">{state.completed.join(', ') || 'none'}</output>
        </p>
        {problems.length > 0 && (
          <ul role="alert" aria-label="validateStep errors">
            {problems.map(([field, message]) => (
              <li key={field}>
                <code>{field}</code>: {message}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
