import {
  type CheckoutAction,
  type CheckoutState,
  checkoutReducer,
  emptyCheckoutState,
  readStoredCheckout,
  writeStoredCheckout,
} from '@citerne/checkout';
import { atom } from 'jotai';
import { currentShopStorage } from '../storage/currentShopStorage';

// The guarded storage once the cart engine or the API client made it (`shopStorage`); its code stays out of the
// first load, where `clearCheckoutAtom` is (logout).
const storage = () => (typeof window === 'undefined' ? null : currentShopStorage());

const stateAtom = atom<CheckoutState>(emptyCheckoutState());
// The stored details are read when a checkout component first subscribes (in the browser only), so a reload or a
// return from the payment provider finds what the shopper typed (SPEC §3 "Checkout details"), validated on read.
stateAtom.onMount = (set) => {
  const store = storage();
  if (store) set(readStoredCheckout(store));
};

/**
 * The checkout details and steps (`@citerne/checkout`'s reducer wrapped in an atom, ARCHITECTURE.md "Data and
 * state"): reading gives the state, writing an action applies it and keeps the result in local storage.
 *
 * @example
 * const [checkout, dispatch] = useAtom(checkoutAtom);
 * dispatch({ type: 'terms/change', accepted: true, now: Date.now() });
 */
export const checkoutAtom = atom(
  (get) => get(stateAtom),
  (get, set, action: CheckoutAction) => {
    const next = checkoutReducer(get(stateAtom), action);
    if (next === get(stateAtom)) return;
    set(stateAtom, next);
    const store = storage();
    if (store) writeStoredCheckout(store, next);
  },
);

/**
 * Forgets the checkout details (SPEC §4 "Logout … clears … checkout details"), in memory and in storage.
 *
 * @example
 * store.set(clearCheckoutAtom);
 */
export const clearCheckoutAtom = atom(null, (_get, set) => {
  const empty = emptyCheckoutState();
  set(stateAtom, empty);
  const store = storage();
  if (store) writeStoredCheckout(store, empty);
});
