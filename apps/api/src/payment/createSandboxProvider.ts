import { createHmac, timingSafeEqual } from 'node:crypto';
import { paymentNotifyCall } from '@citerne/core-api/contract';
import * as v from 'valibot';
import type { SandboxProviderSettings } from '../commerce/CommerceSettings';
import type { CardPaymentProvider, NotificationCheck } from './CardPaymentProvider';

/** A notification older or newer than this is refused (replayed or forged). */
const TOLERANCE_SECONDS = 300;
const INVALID = { verdict: 'invalid' } as const;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The embedded sandbox provider: it also signs the notifications its own page sends. */
export interface SandboxPaymentProvider extends CardPaymentProvider {
  readonly driver: 'sandbox';
  /** Signs a notification body as the sandbox's page does (`X-Payment-Signature`). */
  signNotification(rawBody: string, now: Date): string;
}

/**
 * The embedded sandbox of a card provider (the default, so the shop runs with no provider account):
 * sessions lead to a payment page served by the API itself (`/api/payment/sandbox/{code}/{sessionId}`),
 * and notifications are signed like a real provider's, `X-Payment-Signature: t=<unix seconds>,v1=<HMAC-SHA256(secret, "t.body") in hex>`,
 * with the body `{ sessionId, orderNumber, status, amount, currency }`, so the whole redirect flow,
 * signature checks included, works on a bare machine. The session's reference is its own id.
 * @example
 * const provider = createSandboxProvider({ driver: 'sandbox', code: 'systempay', title: 'Carte bancaire', secret }, 'http://localhost:3000');
 * const { redirectUrl } = await provider.createSession(request); // http://localhost:3000/api/payment/sandbox/systempay/{sessionId}
 */
export function createSandboxProvider(settings: SandboxProviderSettings, publicUrl: string): SandboxPaymentProvider {
  return {
    driver: 'sandbox',
    code: settings.code,
    title: settings.title,
    notificationAnswer: 'envelope',
    async createSession({ sessionId }) {
      const redirectUrl = new URL(`/api/payment/sandbox/${settings.code}/${sessionId}`, publicUrl).toString();
      return { redirectUrl, reference: sessionId, form: null };
    },
    signNotification(rawBody, now) {
      const timestamp = Math.floor(now.getTime() / 1000);
      return `t=${timestamp},v1=${hmac(settings.secret, timestamp, rawBody)}`;
    },
    async checkNotification({ rawBody, header }, now): Promise<NotificationCheck> {
      const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header('x-payment-signature') ?? '');
      if (!match) return INVALID;
      const timestamp = Number(match[1]);
      if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return INVALID;
      const expected = Buffer.from(hmac(settings.secret, timestamp, rawBody), 'hex');
      const given = Buffer.from(String(match[2]), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return INVALID;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return INVALID;
      }
      const parsed = v.safeParse(paymentNotifyCall.body, body);
      if (!parsed.success) return INVALID;
      const { sessionId, ...rest } = parsed.output;
      return { verdict: 'settle', notification: { reference: sessionId, ...rest } };
    },
  };
}
