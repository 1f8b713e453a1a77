import { timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { SystempaySettings } from '../../commerce/CommerceSettings';
import type { StoredAddress } from '../../db/schema';
import type { CardPaymentProvider, NotificationCheck } from '../CardPaymentProvider';
import { signSystempayFields } from './signSystempayFields';
import { systempayTransactionDate, systempayTransactionId } from './systempayTransaction';

/** ISO 4217 numeric code of the euro, the only currency the shop sells in. */
const EURO = '978';
const INVALID = { verdict: 'invalid' } as const;
const PAID = new Set(['AUTHORISED', 'CAPTURED', 'ACCEPTED']);
const FAILED = new Set(['REFUSED', 'CANCELLED', 'ABANDONED', 'EXPIRED']);

const NotificationSchema = v.object({
  vads_site_id: v.string(),
  vads_ctx_mode: v.string(),
  vads_trans_id: v.pipe(v.string(), v.regex(/^[0-9a-z]{6}$/)),
  vads_order_id: v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
  vads_trans_status: v.string(),
  vads_amount: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  vads_currency: v.pipe(v.string(), v.regex(/^\d{3}$/)),
});

const cut = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);

function customerFields(prefix: 'cust' | 'ship_to', address: StoredAddress): Record<string, string> {
  const fields: Record<string, string> = {
    [`vads_${prefix}_first_name`]: cut(address.firstname, 63),
    [`vads_${prefix}_last_name`]: cut(address.lastname, 63),
    [`vads_${prefix}_${prefix === 'cust' ? 'address' : 'street'}`]: cut(
      (address.street ?? []).filter(Boolean).join(', '),
      255,
    ),
    [`vads_${prefix}_zip`]: cut(address.postcode, 64),
    [`vads_${prefix}_city`]: cut(address.city, 128),
    [`vads_${prefix}_country`]: cut(address.country_id, 2).toUpperCase(),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

/**
 * The Systempay driver (Lyra payment form, protocol V2). A session is a form of signed `vads_*` fields
 * posted by the shopper's browser to the payment page (`PAYMENT_SYSTEMPAY_URL`): the shop's
 * `redirectUrl` is the API page serving that form (`/api/payment/redirect/systempay/{sessionId}`). The
 * form carries the amount in cents, the currency (978), the order number, a daily-unique transaction id
 * (the session's reference), the storefront return URLs (`vads_url_success`, `vads_url_refused`,
 * `vads_url_cancel`, `vads_url_error`, `vads_url_return`) and the notification URL (`vads_url_check`).
 * The notification (IPN, `application/x-www-form-urlencoded`) is trusted only when its `signature`
 * matches (compared in constant time) and it names this shop and mode; `vads_trans_status`
 * AUTHORISED / CAPTURED / ACCEPTED is paid, REFUSED / CANCELLED / ABANDONED / EXPIRED failed, anything
 * else (waiting, under verification) settles nothing. The key never leaves the server: only signatures do.
 * @example
 * const provider = createSystempayProvider({ driver: 'systempay', code: 'systempay', title: 'Carte bancaire', mode: 'TEST', siteId: '12345678', key, paymentUrl }, 'https://shop.example');
 */
export function createSystempayProvider(settings: SystempaySettings, publicUrl: string): CardPaymentProvider {
  const notifyUrl = new URL(`/api/payment/notify/${settings.code}`, publicUrl).toString();
  return {
    driver: 'systempay',
    code: settings.code,
    title: settings.title,
    notificationAnswer: 'text',
    async createSession(request) {
      const transId = systempayTransactionId(request.sessionNumber);
      const fields: Record<string, string> = {
        vads_action_mode: 'INTERACTIVE',
        vads_amount: String(request.amount),
        vads_ctx_mode: settings.mode,
        vads_currency: EURO,
        vads_cust_email: cut(request.email, 150),
        ...customerFields('cust', request.billingAddress),
        ...(request.shippingAddress ? customerFields('ship_to', request.shippingAddress) : {}),
        vads_language: 'fr',
        vads_order_id: request.orderNumber,
        vads_page_action: 'PAYMENT',
        vads_payment_config: 'SINGLE',
        // No outcome in the return URL: the shop learns it from the signed notification only.
        vads_return_mode: 'NONE',
        vads_site_id: settings.siteId,
        vads_trans_date: systempayTransactionDate(request.now),
        vads_trans_id: transId,
        vads_url_cancel: request.returnUrls.failure,
        vads_url_check: notifyUrl,
        vads_url_error: request.returnUrls.failure,
        vads_url_refused: request.returnUrls.failure,
        vads_url_return: request.returnUrls.failure,
        vads_url_success: request.returnUrls.success,
        vads_version: 'V2',
      };
      fields.signature = signSystempayFields(fields, settings.key);
      return {
        redirectUrl: new URL(`/api/payment/redirect/${settings.code}/${request.sessionId}`, publicUrl).toString(),
        reference: transId,
        form: { action: settings.paymentUrl, fields },
      };
    },
    async checkNotification({ rawBody }): Promise<NotificationCheck> {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(rawBody)) {
        // A field sent twice could be read one way and signed another: refused.
        if (Object.hasOwn(fields, name)) return INVALID;
        fields[name] = value;
      }
      const given = Buffer.from(fields.signature ?? '', 'utf8');
      const expected = Buffer.from(signSystempayFields(fields, settings.key), 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return INVALID;
      const parsed = v.safeParse(NotificationSchema, fields);
      if (!parsed.success) return INVALID;
      const ipn = parsed.output;
      if (ipn.vads_site_id !== settings.siteId || ipn.vads_ctx_mode !== settings.mode) return INVALID;
      const status = PAID.has(ipn.vads_trans_status) ? 'paid' : FAILED.has(ipn.vads_trans_status) ? 'failed' : null;
      if (status === null) return { verdict: 'ignored', reason: `transaction ${ipn.vads_trans_status}` };
      return {
        verdict: 'settle',
        notification: {
          reference: ipn.vads_trans_id,
          orderNumber: ipn.vads_order_id,
          status,
          amount: ipn.vads_amount,
          currency: ipn.vads_currency === EURO ? 'EUR' : ipn.vads_currency,
        },
      };
    },
  };
}
