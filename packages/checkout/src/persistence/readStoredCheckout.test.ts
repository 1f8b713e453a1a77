import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CheckoutState, emptyCheckoutState } from '../state/CheckoutState';
import { checkoutReducer } from '../state/checkoutReducer';
import { checkoutStateArbitrary } from '../testing/arbitraries';
import { filledCheckout, memoryStorage, personal } from '../testing/fixtures';
import { CHECKOUT_STORAGE_KEY } from './checkoutStorageKey';
import { readStoredCheckout } from './readStoredCheckout';
import { writeStoredCheckout } from './writeStoredCheckout';

const withoutPassword = (state: CheckoutState): CheckoutState => ({
  ...state,
  personalDetails: { ...state.personalDetails, password: '' },
});

describe('the stored checkout (SPEC §3 "Checkout details")', () => {
  it('is kept under checkout-details and read back', () => {
    const storage = memoryStorage();
    const state = filledCheckout({
      attempt: { orderId: 'o-1714641000000-abc', fingerprint: 'f'.repeat(28), cartId: 'c1' },
    });
    writeStoredCheckout(storage, state);
    expect(storage.entries.has(CHECKOUT_STORAGE_KEY)).toBe(true);
    expect(readStoredCheckout(storage)).toEqual(state);
  });

  it('never holds the password', () => {
    const storage = memoryStorage();
    const state = filledCheckout({ personalDetails: { ...personal, createAccount: true, password: 'citerne-2026' } });
    writeStoredCheckout(storage, state);
    expect(storage.entries.get(CHECKOUT_STORAGE_KEY)).not.toContain('citerne-2026');
    expect(storage.entries.get(CHECKOUT_STORAGE_KEY)).not.toContain('password');
    const stored = JSON.stringify({ ...filledCheckout(), personalDetails: { ...personal, password: 'leaked' } });
    expect(readStoredCheckout(memoryStorage({ [CHECKOUT_STORAGE_KEY]: stored })).personalDetails.password).toBe('');
  });

  it('property: every state reads back as written, the password aside', () => {
    fc.assert(
      fc.property(checkoutStateArbitrary, (state) => {
        const storage = memoryStorage();
        writeStoredCheckout(storage, state);
        expect(readStoredCheckout(storage)).toEqual(withoutPassword(state));
      }),
    );
  });

  it('property: whatever is stored reads back as a valid checkout, without throwing', () => {
    const valid = (state: CheckoutState) => {
      // A valid state survives a write and a read unchanged, and the reducer works on it.
      const storage = memoryStorage();
      writeStoredCheckout(storage, state);
      expect(readStoredCheckout(storage)).toEqual(state);
      expect(checkoutReducer(state, { type: 'step/open', step: state.step })).toBe(state);
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          fc.string(),
          checkoutStateArbitrary.map((state) => JSON.stringify(state)),
        ),
        (text) => {
          valid(readStoredCheckout(memoryStorage({ [CHECKOUT_STORAGE_KEY]: text })));
        },
      ),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const damaged = JSON.stringify({ ...JSON.parse(JSON.stringify(filledCheckout())), personalDetails: value });
        valid(readStoredCheckout(memoryStorage({ [CHECKOUT_STORAGE_KEY]: damaged })));
      }),
    );
  });

  it('nothing stored, not JSON, or a foreign value give a new checkout', () => {
    expect(readStoredCheckout(memoryStorage())).toEqual(emptyCheckoutState());
    for (const text of ['{', 'null', '42', '"checkout"', '[1,2]']) {
      expect(readStoredCheckout(memoryStorage({ [CHECKOUT_STORAGE_KEY]: text })), text).toEqual(emptyCheckoutState());
    }
  });

  it('a damaged field takes its empty value and the rest is kept', () => {
    const stored = JSON.parse(JSON.stringify(filledCheckout()));
    stored.shippingDetails.zipCode = 69001;
    stored.completed = ['personal', 'nope', 'shipping', 'personal'];
    stored.attempt = { orderId: 'not a key!', fingerprint: 'f' };
    const state = readStoredCheckout(memoryStorage({ [CHECKOUT_STORAGE_KEY]: JSON.stringify(stored) }));
    expect(state.shippingDetails).toMatchObject({ zipCode: '', city: 'Lyon' });
    expect(state.completed).toEqual(['personal', 'shipping']);
    expect(state.attempt).toBeNull();
    expect(state.step).toBe('payment');
  });

  it('an unreadable storage gives a new checkout, and a full one is ignored on write', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(readStoredCheckout(broken)).toEqual(emptyCheckoutState());
    expect(() => writeStoredCheckout(broken, filledCheckout())).not.toThrow();
  });
});
