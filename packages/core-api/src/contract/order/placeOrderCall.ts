import * as v from 'valibot';
import { OrderAddressInputSchema } from '../address/orderAddressInput';
import { OrderBillingAddressInputSchema } from '../address/orderBillingAddressInput';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { CartIdSchema } from '../field/cartId';
import { FlexibleIdSchema } from '../field/flexibleId';
import { positiveInteger } from '../field/positiveInteger';
import { SkuSchema } from '../field/sku';
import { trimmedText } from '../field/trimmedText';
import { ProductOptionInputSchema } from '../product/productOptionInput';

const code = trimmedText(64);

/**
 * The body of place order: the server cart, the ordered lines, the addresses, the chosen shipping
 * carrier and method, the payment method and its additional data. `order_id` is a client-made id that
 * makes a queued (offline) order idempotent: the API places it once however often it is sent.
 *
 * @example
 * v.parse(PlaceOrderRequestSchema, {
 *   order_id: 'o-1714641000000-3f2a', cart_id: 'a1b2c3',
 *   products: [{ sku: 'CIT-10M3', qty: 1 }],
 *   addressInformation: {
 *     shippingAddress: address, billingAddress: { ...address, email: 'lea@example.fr' },
 *     shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate',
 *     payment_method_code: 'cashondelivery',
 *   },
 * });
 */
export const PlaceOrderRequestSchema = v.object({
  order_id: v.pipe(trimmedText(64), v.regex(/^[\w.:-]+$/, 'Must be letters, digits, dots, colons or dashes.')),
  cart_id: CartIdSchema,
  user_id: v.optional(v.nullable(positiveInteger())),
  products: v.pipe(
    v.array(
      v.object({
        sku: SkuSchema,
        parentSku: v.optional(SkuSchema),
        qty: positiveInteger(10_000),
        name: v.optional(trimmedText(255)),
        product_option: v.optional(ProductOptionInputSchema),
      }),
    ),
    v.minLength(1, 'The order has no products.'),
    v.maxLength(200, 'At most 200 lines per order.'),
  ),
  addressInformation: v.object({
    shippingAddress: OrderAddressInputSchema,
    billingAddress: OrderBillingAddressInputSchema,
    shipping_carrier_code: code,
    shipping_method_code: code,
    payment_method_code: code,
    payment_method_additional: v.optional(
      v.pipe(
        v.record(trimmedText(64), v.union([trimmedText(1024, 0), v.number(), v.boolean()])),
        v.maxEntries(30, 'Too many payment fields.'),
      ),
      {},
    ),
    shippingExtraFields: v.optional(
      v.pipe(
        v.record(trimmedText(64), v.union([trimmedText(1024, 0), v.number(), v.boolean()])),
        v.maxEntries(30, 'Too many shipping fields.'),
      ),
      {},
    ),
  }),
});

/** The body of place order. */
export type PlaceOrderRequest = v.InferInput<typeof PlaceOrderRequestSchema>;

/**
 * The answer of place order: the server order id and number, its status, the URL of the card
 * payment provider's page when a card method was chosen (SPEC §7 "Payment redirects"), else `null`,
 * and the access key that lets whoever placed the order read it (`GET /api/order/{orderNumber}?key=`),
 * `null` when the backend gives none.
 *
 * @example
 * v.parse(PlaceOrderResultSchema, {
 *   orderId: 12, orderNumber: '000000012', status: 'pending_payment',
 *   paymentRedirectUrl: 'https://pay.example/session/1', accessKey: 'k9f2…',
 * });
 */
export const PlaceOrderResultSchema = v.looseObject({
  orderId: FlexibleIdSchema,
  orderNumber: v.string(),
  status: v.string(),
  paymentRedirectUrl: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
  accessKey: v.optional(v.nullable(v.string()), null),
});

/** The answer of place order. */
export type PlaceOrderResult = v.InferOutput<typeof PlaceOrderResultSchema>;

/**
 * Place order — `POST /api/order` (SPEC §7). The user token is optional (guest checkout).
 *
 * @example
 * const { orderNumber, paymentRedirectUrl } = await client.order.place(order);
 */
export const placeOrderCall = defineCall({
  name: 'order.place',
  method: 'POST',
  path: '/api/order',
  auth: 'optional',
  cart: false,
  query: TokenQuerySchema,
  body: PlaceOrderRequestSchema,
  result: PlaceOrderResultSchema,
});
