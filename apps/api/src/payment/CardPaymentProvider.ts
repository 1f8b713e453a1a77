import type { PaymentForm, StoredAddress } from '../db/schema';
import type { PaymentReturnUrls } from './paymentReturnUrls';

/** What a provider's server-to-server notification says about a payment session. */
export interface PaymentNotification {
  readonly sessionId: string;
  readonly orderNumber: string;
  readonly status: 'paid' | 'failed';
  /** Euro cents. */
  readonly amount: number;
  readonly currency: string;
}

/** The payment session the shop asks a provider to open for an order. */
export interface PaymentSessionRequest {
  /** The shop's id of the session (`payments.id`). */
  readonly sessionId: string;
  /** A number no other session of the shop has (a database sequence). */
  readonly sessionNumber: number;
  readonly orderNumber: string;
  /** Euro cents. */
  readonly amount: number;
  readonly currency: string;
  readonly email: string;
  readonly billingAddress: StoredAddress;
  /** `null` for a virtual order (nothing shipped). */
  readonly shippingAddress: StoredAddress | null;
  /** Where the provider's page sends the shopper back. */
  readonly returnUrls: PaymentReturnUrls;
  readonly now: Date;
}

/** A payment session opened at a provider. */
export interface PaymentSession {
  /** Where the shopper is sent: the provider's page, or the API page that posts `form` to it. */
  readonly redirectUrl: string;
  /** The provider's own id of the session; its notifications name it. */
  readonly reference: string;
  /** For a provider reached by an HTML form post: what to post. */
  readonly form: PaymentForm | null;
}

/** A notification as received: its raw body and headers. */
export interface IncomingNotification {
  readonly rawBody: string;
  readonly header: (name: string) => string | undefined;
}

/** What a provider's notification, once verified, says about one of its sessions. */
export interface VerifiedNotification {
  /** The session's provider reference (`PaymentSession.reference`). */
  readonly reference: string;
  readonly orderNumber: string;
  readonly status: 'paid' | 'failed';
  /** Euro cents. */
  readonly amount: number;
  readonly currency: string;
}

/**
 * What the shop makes of a notification: `invalid` (forged, altered, stale or unverifiable: nothing
 * changes), `ignored` (authentic but with nothing to settle: a payment still in progress, a refund), or
 * `settle` (the payment is paid or failed).
 */
export type NotificationCheck =
  | { readonly verdict: 'invalid' }
  | { readonly verdict: 'ignored'; readonly reason: string }
  | { readonly verdict: 'settle'; readonly notification: VerifiedNotification };

/** The drivers of card payment providers. */
export type CardPaymentDriver = 'sandbox' | 'systempay' | 'payplug';

/**
 * A card payment provider reached by redirect (SPEC §7 "Payment redirects"): the shop opens a session,
 * sends the shopper to the provider's page (no card data ever reaches the shop), and learns the
 * outcome only from the provider's server-to-server notification, verified before the order is marked
 * paid. Secrets stay inside the driver: nothing it answers carries them.
 */
export interface CardPaymentProvider {
  readonly code: string;
  readonly title: string;
  readonly driver: CardPaymentDriver;
  /** How the notification route answers the provider: the API envelope, or plain text (Systempay). */
  readonly notificationAnswer: 'envelope' | 'text';
  /** Opens a payment session; the shopper is sent to its `redirectUrl`. */
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /** Verifies a notification (signature, or the provider's own answer) and reads it. */
  checkNotification(notification: IncomingNotification, now: Date): Promise<NotificationCheck>;
}
