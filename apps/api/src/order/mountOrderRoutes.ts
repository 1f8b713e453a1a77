import { orderViewCall, placeOrderCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../commerce/CommerceError';
import { answerError, mountCall } from '../commerce/mountCall';
import { sha256Hex } from '../commerce/sha256Hex';
import { authenticate } from '../customer/authenticate';
import type { ApiEnv } from '../http/apiEnv';
import { respond } from '../http/envelope';
import { describeIssues } from '../http/validation';
import { releaseAbandonedPayments } from '../payment/releaseAbandonedPayments';
import { loadOrderViews } from './loadOrderViews';
import { ADDRESS_INVALID } from './PlacedOrder';
import { placeOrder } from './placeOrder';

const IdempotencyKeySchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(128, 'The Idempotency-Key header is at most 128 characters.'),
  v.regex(/^[\w.:-]+$/, 'The Idempotency-Key header holds letters, digits, dots, colons, dashes or underscores.'),
);

/**
 * Mounts `POST /api/order` (SPEC §7 "Place order") and `GET /api/order/{orderNumber}` (the invoice
 * page: with the owner's token, or `key` = the order's access key).
 * @example
 * mountOrderRoutes(app, context);
 */
export function mountOrderRoutes(app: Hono<ApiEnv>, context: CommerceContext): void {
  mountCall(
    app,
    placeOrderCall,
    async ({ c, body, token }) => {
      const header = c.req.header('idempotency-key');
      let key = body.order_id;
      if (header !== undefined) {
        const parsed = v.safeParse(IdempotencyKeySchema, header);
        if (!parsed.success) throw new CommerceError(400, describeIssues(parsed.issues), 'IDEMPOTENCY_KEY_INVALID');
        key = parsed.output;
      }
      const customer = await authenticate(context, token);
      await releaseAbandonedPayments(context);
      const { result } = await placeOrder(context, body, key, customer);
      return { result };
    },
    {
      onInvalidBody: (issues) => {
        const addressIssues = issues.filter((issue) =>
          /^addressInformation\.(shippingAddress|billingAddress)\b/.test(v.getDotPath(issue) ?? ''),
        );
        if (addressIssues.length === 0) return undefined;
        return new CommerceError(400, ADDRESS_INVALID, 'ADDRESS_INVALID', { details: describeIssues(addressIssues) });
      },
    },
  );

  app.get(orderViewCall.path, async (c) => {
    try {
      const orderNumber = c.req.param('orderNumber');
      const query = v.safeParse(orderViewCall.query, c.req.query());
      if (!query.success)
        throw new CommerceError(400, `Invalid query: ${describeIssues(query.issues)}`, 'INVALID_QUERY');
      if (!/^\d{1,20}$/.test(orderNumber)) throw new CommerceError(404, 'No such order.', 'ORDER_NOT_FOUND');
      const header = c.req.header('authorization');
      const token = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? query.output.token;
      const customer = await authenticate(context, token);
      const order = await context.db
        .selectFrom('orders')
        .selectAll()
        .where('increment_id', '=', orderNumber)
        .executeTakeFirst();
      const allowed =
        order !== undefined &&
        ((customer !== null && order.customer_id === customer.id) ||
          (query.output.key !== undefined && sha256Hex(query.output.key) === sha256Hex(order.access_key)));
      if (!order || !allowed) throw new CommerceError(404, 'No such order.', 'ORDER_NOT_FOUND');
      const [view] = await loadOrderViews(context.db, [order]);
      return respond(c, 200, view);
    } catch (error) {
      return answerError(c, error);
    }
  });
}
