import {
  orderCreateAccountCall,
  orderReorderCall,
  orderRetryPaymentCall,
  orderViewCall,
  placeOrderCall,
} from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { CommerceContext } from '../commerce/CommerceContext';
import { authenticate } from '../customer/authenticate';
import type { ApiEnv } from '../http/apiEnv';
import { respond } from '../http/envelope';
import { answerError, mountCall } from '../http/mountCall';
import { describeIssues } from '../http/validation';
import { releaseAbandonedPayments } from '../payment/releaseAbandonedPayments';
import { CommerceError } from '../platform/CommerceError';
import { createAccountFromOrder } from './createAccountFromOrder';
import { loadOrderViews } from './loadOrderViews';
import { openOrder } from './openOrder';
import { ADDRESS_INVALID } from './PlacedOrder';
import { placeOrder } from './placeOrder';
import { reorder } from './reorder';
import { retryPayment } from './retryPayment';

const IdempotencyKeySchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(128, 'The Idempotency-Key header is at most 128 characters.'),
  v.regex(/^[\w.:-]+$/, 'The Idempotency-Key header holds letters, digits, dots, colons, dashes or underscores.'),
);

/**
 * Mounts `POST /api/order` (SPEC §7 "Place order"), and for one order — with the owner's token, or
 * `key` = the order's access key, else 404 — `GET /api/order/{orderNumber}` (the invoice page),
 * `POST /api/order/{orderNumber}/payment` (pay again) and `POST /api/order/{orderNumber}/reorder`
 * (order again).
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
      const query = v.safeParse(orderViewCall.query, c.req.query());
      if (!query.success)
        throw new CommerceError(400, `Invalid query: ${describeIssues(query.issues)}`, 'INVALID_QUERY');
      const header = c.req.header('authorization');
      const token = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? query.output.token;
      const customer = await authenticate(context, token);
      const order = await openOrder(context.db, c.req.param('orderNumber'), { customer, key: query.output.key });
      const [view] = await loadOrderViews(context.db, [order]);
      return respond(c, 200, view);
    } catch (error) {
      return answerError(c, error);
    }
  });

  mountCall(app, orderRetryPaymentCall, async ({ c, query, body, token }) => {
    const customer = await authenticate(context, token);
    const order = await openOrder(context.db, c.req.param('orderNumber') ?? '', { customer, key: query.key });
    // Stock held by payments abandoned elsewhere is released first, as before placing an order.
    await releaseAbandonedPayments(context);
    return { result: await retryPayment(context, order, body.payment_method_code) };
  });

  mountCall(app, orderReorderCall, async ({ c, query, token }) => {
    const customer = await authenticate(context, token);
    const order = await openOrder(context.db, c.req.param('orderNumber') ?? '', { customer, key: query.key });
    return { result: await reorder(context, order, customer) };
  });

  // Only the order's access key opens this one: the offer is made to the guest who placed the order.
  mountCall(app, orderCreateAccountCall, async ({ c, query, body }) => {
    const order = await openOrder(context.db, c.req.param('orderNumber') ?? '', { customer: null, key: query.key });
    return { result: await createAccountFromOrder(context, order, body.password) };
  });
}
