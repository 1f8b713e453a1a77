import type { StorageLike } from '@citerne/cart-sync';
import * as v from 'valibot';
import { type CheckoutState, emptyCheckoutState } from '../state/CheckoutState';
import { CHECKOUT_STEPS, type CheckoutStep } from '../step/CheckoutStep';
import { canOpenStep } from '../step/canOpenStep';
import { CHECKOUT_STORAGE_KEY } from './checkoutStorageKey';
import { StoredCheckoutSchema } from './StoredCheckoutSchema';

function storedValue(storage: StorageLike): unknown {
  try {
    const text = storage.getItem(CHECKOUT_STORAGE_KEY);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the checkout details back from storage (`checkout-details`, SPEC §3 "Checkout details"),
 * validated: nothing stored, unreadable storage, text that is not JSON or a foreign value give a new
 * checkout; a damaged field takes its empty value and the rest is kept. Never throws. The password is
 * never stored, so it reads back empty; the open step is one that can be opened.
 * @example
 * const state = readStoredCheckout(window.localStorage);
 */
export function readStoredCheckout(storage: StorageLike): CheckoutState {
  const parsed = v.safeParse(StoredCheckoutSchema, storedValue(storage));
  if (!parsed.success) return emptyCheckoutState();
  const stored = parsed.output;
  const completed = CHECKOUT_STEPS.filter((step) => stored.completed.includes(step));
  const step: CheckoutStep = canOpenStep({ completed }, stored.step)
    ? stored.step
    : (CHECKOUT_STEPS.find((each) => !completed.includes(each)) ?? 'review');
  return {
    ...stored,
    personalDetails: { ...stored.personalDetails, password: '' },
    completed,
    step,
  };
}
