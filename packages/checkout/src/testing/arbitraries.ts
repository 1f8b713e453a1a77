import fc from 'fast-check';
import type { AddressDetails } from '../details/CheckoutDetails';
import type { CheckoutState } from '../state/CheckoutState';
import { CHECKOUT_STEPS, type CheckoutStep } from '../step/CheckoutStep';

const junk = fc.oneof(fc.constantFrom('', ' ', 'x', '0', "L'", 'a'.repeat(120)), fc.string({ maxLength: 40 }));

/** Mostly values a shopper would type (valid or nearly), sometimes anything. */
const field = (...typical: string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...typical), weight: 6 }, { arbitrary: junk, weight: 1 });

const addressArbitrary = fc.record<AddressDetails>({
  firstName: field('Léa', 'Hugo', 'Anne-Sophie', 'Zoé'),
  lastName: field('Martin', "N'Diaye", 'Le Goff', 'D’Arc'),
  country: fc.constantFrom('FR', 'FR', 'FR', 'BE', 'MC', 'GP', 'de', '', 'FRA'),
  streetAddress: field('12 rue des Lilas', '3 avenue Jean Jaurès'),
  apartmentNumber: field('', '', 'Bât. B'),
  city: field('Lyon', 'Paris', 'Pointe-à-Pitre'),
  state: field('', '', 'Rhône'),
  region_id: fc.option(fc.nat({ max: 1000 }), { nil: null }),
  zipCode: field('69001', '75008', '97110', '98000', '1000', '6900'),
  phoneNumber: field('', '06 12 34 56 78', '+33 4 78 00 00 00', '+32 2 555 12 12', '12'),
});

/** Any checkout state whose steps are consistent: completed steps in order, the open step openable. */
export const checkoutStateArbitrary: fc.Arbitrary<CheckoutState> = fc
  .record({
    personalDetails: fc.record({
      firstName: field('Léa', 'Hugo'),
      lastName: field('Martin', "N'Diaye"),
      emailAddress: fc.oneof(field('lea.martin@exemple.fr', 'lea@exemple'), fc.emailAddress()),
      password: field('', 'citerne-2026', 'court'),
      createAccount: fc.boolean(),
    }),
    shippingDetails: fc
      .tuple(addressArbitrary, field('flatrate', 'express'), field('flatrate', 'ups'))
      .map(([address, shippingMethod, shippingCarrier]) => ({ ...address, shippingMethod, shippingCarrier })),
    paymentDetails: fc
      .tuple(
        addressArbitrary,
        fc.record({
          sameAsShipping: fc.boolean(),
          company: field('', '', 'Citernes SARL'),
          taxId: field('', '', 'FR40303265045', 'FR'),
          paymentMethod: field('cashondelivery', 'banktransfer', 'systempay'),
          paymentMethodAdditional: fc.dictionary(
            // valibot's record drops the keys that could reach an object's prototype; the reader must too.
            fc
              .string({ minLength: 1, maxLength: 10 })
              .filter((key) => !['__proto__', 'prototype', 'constructor'].includes(key)),
            fc.string({ maxLength: 20 }),
            { maxKeys: 3 },
          ),
        }),
      )
      .map(([address, rest]) => ({ ...address, ...rest })),
    termsAccepted: fc.boolean(),
    completedCount: fc.nat({ max: 4 }),
    stepIndex: fc.nat({ max: 3 }),
    modifiedAt: fc.option(fc.integer({ min: 0, max: 4_102_444_800_000 }), { nil: null }),
    attempt: fc.option(
      fc.record({
        orderId: fc.stringMatching(/^o-[\w.:-]{1,40}$/),
        fingerprint: fc.stringMatching(/^[0-9a-f]{28}$/),
        cartId: fc.stringMatching(/^[a-z0-9]{1,12}$/),
      }),
      { nil: null },
    ),
    confirmation: fc.option(
      fc.record({
        orderNumber: fc.string(),
        orderId: fc.oneof(fc.string(), fc.nat()),
        accessKey: fc.option(fc.string(), { nil: null }),
        status: fc.string(),
        email: fc.string(),
        paymentMethod: fc.string(),
        paymentRedirectUrl: fc.option(fc.webUrl(), { nil: null }),
        placedAt: fc.nat(),
        accountRequested: fc.boolean(),
      }),
      { nil: null },
    ),
  })
  .map(({ completedCount, stepIndex, ...state }) => {
    const completed = CHECKOUT_STEPS.slice(0, completedCount);
    const openable = CHECKOUT_STEPS.slice(0, Math.min(completedCount + 1, CHECKOUT_STEPS.length));
    const step = openable[Math.min(stepIndex, openable.length - 1)] as CheckoutStep;
    return { ...state, completed, step };
  });
