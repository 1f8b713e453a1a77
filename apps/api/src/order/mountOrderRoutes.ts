import {
  orderCreateAccountCall,
  orderReorderCall,
  orderRetryPaymentCall,
  orderViewCall,
  placeOrderCall,
} from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { ApiEnv } from '../http/apiEnv';
import { respond } from '../http/envelope';
import { answerError, mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';
import { describeIssues } from '../http/validation';
import { CommerceError } from '../platform/CommerceError';
import { ADDRESS_INVALID } from './PlacedOrder';

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
 * mountOrderRoutes(app, routes);
 */
export function mountOrderRoutes(app: Hono<ApiEnv>, { platform }: RouteContext): void {
  const { customers, orders } = platform;
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
      const customer = await customers.authenticate(token);
      return { result: await orders.place(body, key, customer) };
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
      const shopper = await customers.authenticate(token);
      return respond(c, 200, await orders.view(c.req.param('orderNumber'), { shopper, key: query.output.key }));
    } catch (error) {
      return answerError(c, error);
    }
  });

  mountCall(app, orderRetryPaymentCall, async ({ c, query, body, token }) => {
    const shopper = await customers.authenticate(token);
    const orderNumber = c.req.param('orderNumber') ?? '';
    return { result: await orders.retryPayment(orderNumber, { shopper, key: query.key }, body.payment_method_code) };
  });

  mountCall(app, orderReorderCall, async ({ c, query, token }) => {
    const shopper = await customers.authenticate(token);
    return { result: await orders.reorder(c.req.param('orderNumber') ?? '', { shopper, key: query.key }) };
  });

  // Only the order's access key opens this one: the offer is made to the guest who placed the order.
  mountCall(app, orderCreateAccountCall, async ({ c, query, body }) => {
    return { result: await orders.createAccount(c.req.param('orderNumber') ?? '', query.key, body.password) };
  });
}
