import * as v from 'valibot';
import { DEFAULT_COUNTRY } from '../details/defaultCountry';
import { CHECKOUT_STEPS } from '../step/CheckoutStep';

// Every field falls back on its own: a damaged or older value loses that field only, never the rest.
const text = (fallback = '') => v.optional(v.fallback(v.pipe(v.string(), v.maxLength(2048)), fallback), fallback);
const flag = (fallback: boolean) => v.optional(v.fallback(v.boolean(), fallback), fallback);
const step = v.picklist(CHECKOUT_STEPS);
const epoch = v.pipe(v.number(), v.finite());

const address = {
  firstName: text(),
  lastName: text(),
  country: text(DEFAULT_COUNTRY),
  streetAddress: text(),
  apartmentNumber: text(),
  city: text(),
  state: text(),
  region_id: v.optional(v.fallback(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null), null),
  zipCode: text(),
  phoneNumber: text(),
};

const section = <E extends v.ObjectEntries>(entries: E) => {
  const schema = v.object(entries);
  return v.optional(
    v.fallback(schema, () => v.parse(schema, {})),
    () => v.parse(schema, {}),
  );
};

const OrderAttemptSchema = v.object({
  orderId: v.pipe(v.string(), v.regex(/^[\w.:-]{1,64}$/)),
  fingerprint: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  cartId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

const OrderConfirmationSchema = v.object({
  orderNumber: v.string(),
  orderId: v.union([v.string(), v.pipe(v.number(), v.finite())]),
  accessKey: v.nullable(v.string()),
  status: v.string(),
  email: v.string(),
  paymentMethod: v.string(),
  paymentRedirectUrl: v.nullable(v.string()),
  placedAt: epoch,
  accountRequested: v.boolean(),
});

/**
 * The checkout as stored under `checkout-details`: the details (never a password), terms, steps, when
 * it last changed, the order attempt and the confirmation. Tolerant: each bad field takes its empty
 * value, so whatever is stored reads back as a valid checkout.
 */
export const StoredCheckoutSchema = v.object({
  personalDetails: section({
    firstName: text(),
    lastName: text(),
    emailAddress: text(),
    createAccount: flag(false),
  }),
  shippingDetails: section({ ...address, shippingMethod: text(), shippingCarrier: text() }),
  paymentDetails: section({
    ...address,
    sameAsShipping: flag(true),
    company: text(),
    taxId: text(),
    paymentMethod: text(),
    paymentMethodAdditional: v.optional(
      v.fallback(
        v.pipe(
          v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(64)), v.pipe(v.string(), v.maxLength(1024))),
          v.maxEntries(30),
        ),
        {},
      ),
      {},
    ),
  }),
  termsAccepted: flag(false),
  step: v.optional(v.fallback(step, 'personal'), 'personal'),
  completed: v.optional(v.fallback(v.array(v.fallback(v.nullable(step), null)), []), []),
  modifiedAt: v.optional(v.fallback(v.nullable(epoch), null), null),
  attempt: v.optional(v.fallback(v.nullable(OrderAttemptSchema), null), null),
  confirmation: v.optional(v.fallback(v.nullable(OrderConfirmationSchema), null), null),
});
