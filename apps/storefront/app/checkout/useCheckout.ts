import { useCart, useCartSync } from '@citerne/cart-sync/react';
import {
  availablePaymentMethods,
  type CheckoutStep,
  canPayOffline,
  type FieldErrors,
  firstInvalidStep,
  isVirtualCart,
  type PlaceOrderOutcome,
  placeOrder,
  queueOrder,
  type StepContext,
  shippingInformationRequest,
  validateStep,
} from '@citerne/checkout';
import type { PaymentMethod } from '@citerne/core-api/contract';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { sessionStateAtom } from '../account/sessionStateAtom';
import { browserApi, browserSession } from '../api/browserApi';
import { pendingOrdersAtom } from '../offlineOrders/offlineOrdersAtoms';
import { ordersQueue } from '../offlineOrders/ordersQueue';
import { setPendingOrdersFlag } from '../offlineOrders/setPendingOrdersFlag';
import { shopStorage } from '../storage/shopStorage';
import { addressDetailsOf, defaultShippingAddress } from './addressDetailsOf';
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
  const shippingMethods = useShippingMethods(state.shippingDetails, cartState, isVirtual);
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
  const session = useAtomValue(sessionStateAtom);
  const profile = session?.status === 'authorized' ? session.profile : null;

  // A logged-in customer buys under their own name and e-mail, delivered by default to their default address.
  // Pre-filled once per customer (keyed on the profile id), then the shopper's typing wins.
  useEffect(() => {
    if (!profile) return;
    const now = Date.now();
    if (state.personalDetails.emailAddress !== profile.email) {
      dispatch({
        type: 'personal/change',
        patch: {
          firstName: profile.firstname,
          lastName: profile.lastname,
          emailAddress: profile.email,
          createAccount: false,
          password: '',
        },
        now,
      });
    }
    const saved = defaultShippingAddress(profile);
    if (saved && !state.shippingDetails.streetAddress) {
      dispatch({ type: 'shipping/change', patch: addressDetailsOf(saved), now });
    }
  }, [profile?.id]);

  const [tried, setTried] = useState<ReadonlySet<CheckoutStep>>(new Set());
  const [busy, setBusy] = useState<CheckoutStep | null>(null);
  const [problem, setProblem] = useState<{ step: CheckoutStep; message: string } | null>(null);
  const pendingOrders = useAtomValue(pendingOrdersAtom);
  const pendingOrder = pendingOrders.find((order) => order.orderId === state.attempt?.orderId) ?? null;
  const setPendingList = useSetAtom(pendingOrdersAtom);

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
      if (step === 'personal' && state.personalDetails.createAccount && !profile) {
        // SPEC §3 `createAccount`: the account is created with the buyer's details, the shopper is logged in (the
        // guest cart merges into the new customer's cart) and the password is forgotten at once.
        setBusy(step);
        try {
          const outcome = await (await browserSession()).register({
            email: state.personalDetails.emailAddress.trim(),
            firstname: state.personalDetails.firstName.trim(),
            lastname: state.personalDetails.lastName.trim(),
            password: state.personalDetails.password,
          });
          if (!outcome.ok) {
            setProblem({ step, message: outcome.message });
            return false;
          }
          dispatch({ type: 'personal/change', patch: { password: '', createAccount: false }, now: Date.now() });
        } finally {
          setBusy(null);
        }
      }
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
    [state, context, cartSync, isVirtual, dispatch, profile],
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
    // SPEC §4 "Offline and online": offline, the order is kept in the queue (pending, never placed) — cash on
    // delivery and bank transfer only, a card needs the bank's page.
    const keepOffline = async () => {
      const queued = await queueOrder({
        queue: await ordersQueue(),
        state,
        cart: cartSync,
        dispatch,
        userId: profile?.id ?? null,
      });
      if (queued.kind === 'queued') {
        setPendingOrdersFlag(true);
        setPendingList((list) => [...list.filter((order) => order.orderId !== queued.pending.orderId), queued.pending]);
      } else {
        setProblem({ step: 'review', message: queued.message });
      }
      return queued;
    };
    try {
      if (!navigator.onLine) {
        await keepOffline();
        return null;
      }
      const client = await browserApi();
      const outcome = await placeOrder({
        client,
        state,
        cart: cartSync,
        dispatch,
        userId: profile?.id ?? null,
        storage: shopStorage(),
      });
      if (outcome.kind === 'placed' && outcome.confirmation.paymentRedirectUrl) {
        // SPEC §7 "Payment redirects": the card is typed on the provider's page, never on the shop's.
        window.location.assign(outcome.confirmation.paymentRedirectUrl);
      } else if (outcome.kind === 'address-invalid') {
        setProblem({ step: 'shipping', message: outcome.message });
        dispatch({ type: 'step/open', step: 'shipping' });
      } else if (outcome.kind === 'offline' && !navigator.onLine && canPayOffline(state.paymentDetails.paymentMethod)) {
        // The connection dropped on the way and the browser now knows it is offline: kept under the same key. A lost
        // answer while online keeps the attempt instead, and "place order" again sends the same key.
        await keepOffline();
      } else if (outcome.kind !== 'placed') {
        setProblem({ step: 'review', message: outcome.message });
      }
      return outcome;
    } finally {
      setBusy(null);
    }
  }, [state, context, cartSync, dispatch, profile, setPendingList]);

  return {
    /** The order of this checkout kept offline and not sent yet (SPEC §4), or null. */
    pendingOrder,
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
    profile,
    sessionStatus: session?.status ?? 'restoring',
  };
}
