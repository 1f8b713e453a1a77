import type { CommerceContext } from '../../commerce/CommerceContext';
import { canonicalJson } from '../../commerce/canonicalJson';
import { randomToken } from '../../commerce/randomToken';
import { sha256Hex } from '../../commerce/sha256Hex';
import { CommerceError } from '../CommerceError';
import type { OrderAccess, OrderPlatform } from '../OrderPlatform';
import type { MagentoClient } from './createMagentoClient';
import type { MagentoCartItem } from './MagentoShapes';
import { openMagentoCart } from './magentoCarts';
import { magentoPath } from './magentoPath';
import type { MagentoSessions } from './magentoSessions';
import { type MagentoOrder, toOrder } from './toOrder';

const notFound = () => new CommerceError(404, 'No such order.', 'ORDER_NOT_FOUND');
const cartChanged = (sku: string | undefined) =>
  new CommerceError(409, 'The cart changed since the order was prepared: please review your order.', 'CART_CHANGED', {
    sku,
  });
// Card payments are the shop's own providers, bound to orders of the shop's database: not to Magento's (README).
const notOnMagento = (what: string) =>
  new CommerceError(501, `${what} is not available with the Magento platform.`, 'NOT_SUPPORTED');

/**
 * The orders of the Magento driver: placed from the quote (`shipping-information`, then `payment-information`, which
 * places it), read with the integration (`GET /V1/orders/{id}`). Magento has no idempotency key, so the shop keeps
 * one per order (`magento_orders`): the key is claimed before Magento is asked, a replay answers the first order and
 * never places a second one, a key reused with another request is a 422 — as on the embedded platform. The order's
 * access key (the guest's link) is the shop's too.
 * @example
 * const orders = magentoOrders(magento, sessions, context);
 */
export function magentoOrders(
  magento: MagentoClient,
  sessions: MagentoSessions,
  context: CommerceContext,
): OrderPlatform {
  const { db, settings } = context;
  const readOrder = (orderId: number) =>
    magento.call<MagentoOrder>({ method: 'GET', path: magentoPath`/V1/orders/${orderId}`, auth: 'admin' });
  const open = async (orderNumber: string, { shopper, key }: OrderAccess) => {
    const row = await db
      .selectFrom('magento_orders')
      .select(['order_id', 'access_key', 'customer_id'])
      .where('increment_id', '=', orderNumber)
      .executeTakeFirst();
    if (!row || row.order_id === null) throw notFound();
    const allowed =
      (shopper !== null && row.customer_id === shopper.id) || (key !== undefined && key === row.access_key);
    if (!allowed) throw notFound();
    return readOrder(row.order_id);
  };
  const answerOf = (row: {
    order_id: number | null;
    increment_id: string | null;
    status: string | null;
    access_key: string;
  }) => {
    if (row.order_id === null || row.increment_id === null) {
      throw new CommerceError(409, 'This order is being placed: try again in a moment.', 'ORDER_IN_PROGRESS');
    }
    return {
      orderId: row.order_id,
      orderNumber: row.increment_id,
      status: row.status ?? 'pending',
      paymentRedirectUrl: null,
      accessKey: row.access_key,
    };
  };

  return {
    async place(body, idempotencyKey, shopper) {
      const fingerprint = sha256Hex(canonicalJson({ body, customer: shopper?.id ?? null }));
      const claimed = await db
        .insertInto('magento_orders')
        .values({
          idempotency_key: idempotencyKey,
          request_fingerprint: fingerprint,
          access_key: randomToken(24),
          customer_id: shopper?.id ?? null,
          created_at: settings.now(),
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('idempotency_key')
        .executeTakeFirst();
      if (claimed === undefined) {
        const previous = await db
          .selectFrom('magento_orders')
          .selectAll()
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirstOrThrow();
        if (previous.request_fingerprint !== fingerprint) {
          throw new CommerceError(
            422,
            'This idempotency key was already used for a different order request.',
            'IDEMPOTENCY_KEY_REUSED',
          );
        }
        return answerOf(previous);
      }
      try {
        const route = await openMagentoCart(magento, sessions, body.cart_id, shopper);
        const lines = await magento.call<MagentoCartItem[]>({
          method: 'GET',
          path: `${route.base}/items`,
          auth: route.auth,
        });
        const remaining = [...lines];
        for (const product of body.products) {
          const index = remaining.findIndex((line) => line.sku === product.sku && line.qty === product.qty);
          if (index === -1) throw cartChanged(product.sku);
          remaining.splice(index, 1);
        }
        if (remaining.length > 0) throw cartChanged(remaining[0]?.sku);
        const info = body.addressInformation;
        await magento.call({
          method: 'POST',
          path: `${route.base}/shipping-information`,
          auth: route.auth,
          body: {
            addressInformation: {
              shipping_address: info.shippingAddress,
              billing_address: info.billingAddress,
              shipping_carrier_code: info.shipping_carrier_code,
              shipping_method_code: info.shipping_method_code,
            },
          },
        });
        const orderId = Number(
          await magento.call<number | string>({
            method: 'POST',
            path: `${route.base}/payment-information`,
            auth: route.auth,
            body: {
              ...(shopper === null ? { email: info.billingAddress.email } : {}),
              paymentMethod: { method: info.payment_method_code },
              billingAddress: info.billingAddress,
            },
          }),
        );
        const order = await readOrder(orderId);
        const placed = await db
          .updateTable('magento_orders')
          .set({ order_id: order.entity_id, increment_id: order.increment_id, status: order.status })
          .where('idempotency_key', '=', idempotencyKey)
          .returningAll()
          .executeTakeFirstOrThrow();
        return answerOf(placed);
      } catch (error) {
        // Nothing was placed (or Magento's answer was lost: then the quote is closed and a new try finds no cart).
        await db.deleteFrom('magento_orders').where('idempotency_key', '=', idempotencyKey).execute();
        throw error;
      }
    },

    async view(orderNumber, access) {
      return toOrder(await open(orderNumber, access));
    },

    async retryPayment() {
      throw notOnMagento('Paying an order again online');
    },

    async reorder(orderNumber, access) {
      const order = await open(orderNumber, access);
      const items = (order.items ?? []).filter((item) => item.parent_item_id === undefined);
      const shopper = access.shopper;
      const cartId =
        shopper === null
          ? await magento.call<string>({ method: 'POST', path: '/V1/guest-carts', auth: 'anonymous' })
          : String(
              await magento.call<number>({
                method: 'POST',
                path: '/V1/carts/mine',
                auth: { customerToken: await sessions.customerToken(shopper) },
              }),
            );
      const route = await openMagentoCart(magento, sessions, cartId, shopper);
      const skipped: string[] = [];
      for (const item of items) {
        try {
          await magento.call({
            method: 'POST',
            path: `${route.base}/items`,
            auth: route.auth,
            body: { cartItem: { sku: item.sku, qty: item.qty_ordered, quote_id: route.quoteId } },
          });
        } catch (error) {
          if (!(error instanceof CommerceError) || error.status >= 500) throw error;
          skipped.push(item.sku);
        }
      }
      return { cartId, skipped };
    },

    async createAccount() {
      throw notOnMagento('Creating an account from a guest order');
    },
  };
}
