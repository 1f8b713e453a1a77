import { createHmac, timingSafeEqual } from 'node:crypto';
import { paymentNotifyCall } from '@citerne/core-api/contract';
import * as v from 'valibot';
import type { CardProviderSettings } from '../commerce/CommerceSettings';
import type { CardPaymentProvider, PaymentNotification } from './CardPaymentProvider';

/** A notification older or newer than this is refused (replayed or forged). */
const TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * The embedded sandbox of a card provider: sessions lead to a payment page served by the API itself
 * (`/api/payment/sandbox/{code}/{sessionId}`), and notifications are signed like a real provider's,
 * `X-Payment-Signature: t=<unix seconds>,v1=<HMAC-SHA256(secret, "t.body") in hex>`, so the whole
 * redirect flow, signature checks included, works on a bare machine.
 * @example
 * const provider = createSandboxProvider({ code: 'systempay', title: 'Carte bancaire', secret }, 'http://localhost:3000');
 * const { redirectUrl } = await provider.createSession(request); // http://localhost:3000/api/payment/sandbox/systempay/{sessionId}
 */
export function createSandboxProvider(settings: CardProviderSettings, publicUrl: string): CardPaymentProvider {
  return {
    code: settings.code,
    title: settings.title,
    async createSession({ sessionId }) {
      const redirectUrl = new URL(`/api/payment/sandbox/${settings.code}/${sessionId}`, publicUrl).toString();
      return { redirectUrl, reference: null, form: null };
    },
    signNotification(rawBody, now) {
      const timestamp = Math.floor(now.getTime() / 1000);
      return `t=${timestamp},v1=${hmac(settings.secret, timestamp, rawBody)}`;
    },
    verifyNotification(rawBody, signature, now): PaymentNotification | null {
      const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(signature ?? '');
      if (!match) return null;
      const timestamp = Number(match[1]);
      if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return null;
      const expected = Buffer.from(hmac(settings.secret, timestamp, rawBody), 'hex');
      const given = Buffer.from(String(match[2]), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = v.safeParse(paymentNotifyCall.body, body);
      return parsed.success ? parsed.output : null;
    },
  };
}
