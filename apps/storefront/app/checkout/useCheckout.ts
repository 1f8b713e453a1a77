import { useCart, useCartSync } from '@citerne/cart-sync/react';
import {
  availablePaymentMethods,
  type CheckoutStep,
  type FieldErrors,
  firstInvalidStep,
  isVirtualCart,
  type PlaceOrderOutcome,
  placeOrder,
  type StepContext,
  shippingInformationRequest,
  validateStep,
} from '@citerne/checkout';
import type { PaymentMethod } from '@citerne/core-api/contract';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { browserApi } from '../api/browserApi';
import { checkoutAtom } from './checkoutAtom';
import { useShippingMethods } from './useShippingMethods';

/**
 * The checkout as the page uses it: the details and steps (`@citerne/checkout`), the cart, the shipping methods for
 * the address, the payment methods the server offers for it (cash on delivery hidden for a virtual cart, SPEC §4),
 * the errors of a step once the shopper tried to complete it, and the actions: change, complete or reopen a step,
 * place the order.
 *
 * @example
 * const checkout = useCheckout();
 * await checkout.complete('personal');
 */
export function useCheckout() {
  const [state, dispatch] = useAtom(checkoutAtom);
  const { cartSync, atoms } = useCartSync();
  const cartState = useAtomValue(atoms.state);
  const cart = useCart();
  const isVirtual = isVirtualCart(cartState.items);
  const shippingMethods = useShippingMethods(state.shippingDetails, cartState.serverToken, isVirtual);
  const [serverPaymentMethods, setServerPaymentMethods] = useState<readonly PaymentMethod[] | null>(null);
  const paymentMethods = useMemo(
    () => availablePaymentMethods(serverPaymentMethods ?? cartState.paymentMethods, cartState.items),
    [serverPaymentMethods, cartState.paymentMethods, cartState.items],
  );
  const context: StepContext = useMemo(
    () => ({
      isVirtual,
      ...(shippingMethods.data ? { shippingMethods: shippingMethods.data } : {}),
      paymentMethods,
    }),
    [isVirtual, shippingMethods.data, paymentMethods],
  );
  const [tried, setTried] = useState<ReadonlySet<CheckoutStep>>(new Set());
  const [busy, setBusy] = useState<CheckoutStep | null>(null);
  const [problem, setProblem] = useState<{ step: CheckoutStep; message: string } | null>(null);

  const errorsOf = useCallback(
    (step: CheckoutStep): FieldErrors<Record<string, unknown>> =>
      tried.has(step) ? (validateStep(state, step, context) as FieldErrors<Record<string, unknown>>) : {},
    [tried, state, context],
  );

  const complete = useCallback(
    async (step: CheckoutStep): Promise<boolean> => {
      setTried((steps) => new Set(steps).add(step));
      setProblem(null);
      if (Object.keys(validateStep(state, step, context)).length > 0) return false;
      const cartId = cartSync.getState().serverToken;
      if (step === 'shipping' && !isVirtual && cartId) {
        // SPEC §7 "Shipping information": the server keeps the address and method, prices the shipping and answers
        // the payment methods for them; the cart's totals segments then show the shipping (SPEC §9).
        setBusy(step);
        try {
          const client = await browserApi();
          const answer = await client.cart.shippingInformation(shippingInformationRequest(state, isVirtual), {
            cartId,
          });
          setServerPaymentMethods(answer.payment_methods);
          await cartSync.syncTotals({ force: true });
        } catch (error) {
          setProblem({ step, message: error instanceof Error ? error.message : String(error) });
          return false;
        } finally {
          setBusy(null);
        }
      }
      dispatch({ type: 'step/complete', step, context, now: Date.now() });
      // The delivery address starts with the buyer's name, which is usually the recipient's.
      const { firstName, lastName } = state.personalDetails;
      if (step === 'personal' && !state.shippingDetails.firstName && !state.shippingDetails.lastName) {
        dispatch({ type: 'shipping/change', patch: { firstName, lastName }, now: Date.now() });
      }
      return true;
    },
    [state, context, cartSync, isVirtual, dispatch],
  );

  const place = useCallback(async (): Promise<PlaceOrderOutcome | null> => {
    setTried(new Set(['personal', 'shipping', 'payment', 'review']));
    setProblem(null);
    const invalid = firstInvalidStep(state, context);
    if (invalid !== null) {
      dispatch({ type: 'step/open', step: invalid });
      return null;
    }
    setBusy('review');
    try {
      const client = await browserApi();
      const outcome = await placeOrder({ client, state, cart: cartSync, dispatch });
      if (outcome.kind === 'placed' && outcome.confirmation.paymentRedirectUrl) {
        // SPEC §7 "Payment redirects": the card is typed on the provider's page, never on the shop's.
        window.location.assign(outcome.confirmation.paymentRedirectUrl);
      } else if (outcome.kind === 'address-invalid') {
        setProblem({ step: 'shipping', message: outcome.message });
        dispatch({ type: 'step/open', step: 'shipping' });
      } else if (outcome.kind !== 'placed') {
        setProblem({ step: 'review', message: outcome.message });
      }
      return outcome;
    } finally {
      setBusy(null);
    }
  }, [state, context, cartSync, dispatch]);

  return {
    state,
    dispatch,
    cart,
    cartSync,
    cartLoadedToken: cartState.serverToken,
    isVirtual,
    shippingMethods,
    paymentMethods,
    context,
    errorsOf,
    complete,
    place,
    busy,
    problem,
  };
}
