import * as v from 'valibot';
import type { PayPlugSettings } from '../../commerce/CommerceSettings';
import type { StoredAddress } from '../../db/schema';
import { CommerceError } from '../../platform/CommerceError';
import type { CardPaymentProvider, NotificationCheck, PaymentSessionRequest } from '../CardPaymentProvider';

/** The PayPlug API version the requests are written for (`PayPlug-Version` header). */
const PAYPLUG_VERSION = '2019-08-06';

const PaymentIdSchema = v.pipe(v.string(), v.regex(/^pay_\w{1,64}$/));

const CreatedSchema = v.looseObject({
  id: PaymentIdSchema,
  hosted_payment: v.looseObject({ payment_url: v.pipe(v.string(), v.url()) }),
});

const NotifiedSchema = v.looseObject({ id: v.string(), object: v.optional(v.string()) });

const PaymentSchema = v.looseObject({
  id: PaymentIdSchema,
  is_paid: v.boolean(),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.string(),
  failure: v.nullish(v.looseObject({ code: v.nullish(v.string()), message: v.nullish(v.string()) })),
  metadata: v.nullish(v.looseObject({ order_number: v.optional(v.string()) })),
});

function person(address: StoredAddress, email: string) {
  const street = (address.street ?? []).filter(Boolean);
  return {
    first_name: address.firstname ?? '',
    last_name: address.lastname ?? '',
    email,
    address1: street[0] ?? '',
    ...(street[1] ? { address2: street[1] } : {}),
    postcode: address.postcode ?? '',
    city: address.city ?? '',
    country: address.country_id.toUpperCase(),
    language: 'fr',
  };
}

function paymentBody(request: PaymentSessionRequest, notificationUrl: string) {
  const billing = person(request.billingAddress, request.email);
  const shipping = request.shippingAddress ? person(request.shippingAddress, request.email) : billing;
  const sameAsBilling = JSON.stringify(shipping) === JSON.stringify(billing);
  return {
    amount: request.amount,
    currency: request.currency,
    billing,
    shipping: {
      ...shipping,
      delivery_type: request.shippingAddress === null ? 'DIGITAL_GOODS' : sameAsBilling ? 'BILLING' : 'NEW',
    },
    hosted_payment: { return_url: request.returnUrls.success, cancel_url: request.returnUrls.failure },
    notification_url: notificationUrl,
    metadata: { order_number: request.orderNumber, session_id: request.sessionId },
  };
}

/**
 * The PayPlug driver (hosted payment page, REST API `PayPlug-Version: 2019-08-06`). A session is a
 * payment created with `POST {api}/v1/payments` (Bearer secret key) holding the amount, the billing and
 * shipping details, the storefront return URLs, the notification URL and the order number and session id
 * as metadata; the shopper is sent to its `hosted_payment.payment_url`, its id is the reference.
 * PayPlug's notifications are not signed: the body only names a payment, whose state is then read from
 * `GET {api}/v1/payments/{id}` with the secret key — that answer alone is trusted (`is_paid` → paid,
 * `failure` → failed, else nothing to settle). The secret key is only ever sent to PayPlug.
 * @example
 * const provider = createPayPlugProvider({ driver: 'payplug', code: 'payplug', title: 'Carte bancaire', secretKey, apiUrl: 'https://api.payplug.com', timeoutMs: 15_000 }, 'https://shop.example');
 */
export function createPayPlugProvider(settings: PayPlugSettings, publicUrl: string): CardPaymentProvider {
  const notificationUrl = new URL(`/api/payment/notify/${settings.code}`, publicUrl).toString();
  const send = settings.fetch ?? fetch;
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await send(new URL(`/v1${path}`, settings.apiUrl), {
        method,
        headers: {
          Authorization: `Bearer ${settings.secretKey}`,
          'PayPlug-Version': PAYPLUG_VERSION,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      console.error(`PayPlug ${method} ${path} failed:`, (error as Error).message);
      throw new CommerceError(
        502,
        'The card payment provider cannot be reached: try again.',
        'PAYMENT_PROVIDER_UNAVAILABLE',
      );
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }

  return {
    driver: 'payplug',
    code: settings.code,
    title: settings.title,
    notificationAnswer: 'envelope',
    async createSession(request) {
      const answer = await call('POST', '/payments', paymentBody(request, notificationUrl));
      const created = v.safeParse(CreatedSchema, answer.json);
      if (answer.status < 200 || answer.status >= 300 || !created.success) {
        console.error(
          `PayPlug refused the payment of order ${request.orderNumber}: HTTP ${answer.status}`,
          answer.json,
        );
        throw new CommerceError(
          502,
          'The card payment provider did not open the payment: try again or choose another payment method.',
          'PAYMENT_PROVIDER_ERROR',
        );
      }
      return { redirectUrl: created.output.hosted_payment.payment_url, reference: created.output.id, form: null };
    },
    async checkNotification({ rawBody }): Promise<NotificationCheck> {
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { verdict: 'invalid' };
      }
      const notified = v.safeParse(NotifiedSchema, body);
      if (!notified.success) return { verdict: 'invalid' };
      if (notified.output.object !== undefined && notified.output.object !== 'payment') {
        return { verdict: 'ignored', reason: `a ${notified.output.object} notification` };
      }
      if (!v.is(PaymentIdSchema, notified.output.id)) return { verdict: 'invalid' };
      // Only PayPlug's own answer is trusted: the notification body may be forged.
      const answer = await call('GET', `/payments/${notified.output.id}`);
      if (answer.status === 404) return { verdict: 'invalid' };
      const payment = v.safeParse(PaymentSchema, answer.json);
      if (answer.status !== 200 || !payment.success) {
        console.error(`PayPlug payment ${notified.output.id} could not be read: HTTP ${answer.status}`);
        throw new CommerceError(
          502,
          'The card payment provider could not confirm the payment.',
          'PAYMENT_PROVIDER_ERROR',
        );
      }
      const { id, is_paid, failure, amount, currency, metadata } = payment.output;
      if (id !== notified.output.id) return { verdict: 'invalid' };
      const orderNumber = metadata?.order_number;
      if (orderNumber === undefined) return { verdict: 'ignored', reason: 'not a payment of this shop' };
      const status = is_paid ? 'paid' : failure ? 'failed' : null;
      if (status === null) return { verdict: 'ignored', reason: 'payment in progress' };
      return { verdict: 'settle', notification: { reference: id, orderNumber, status, amount, currency } };
    },
  };
}
