import type { PaymentForm, StoredAddress } from '../commerce/commerceTables';
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
  /** The shop's id of the session (`payments.id`); notifications name it. */
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
  /** The provider's own id of the session, when it has one. */
  readonly reference: string | null;
  /** For a provider reached by an HTML form post: what to post. */
  readonly form: PaymentForm | null;
}

/**
 * A card payment provider reached by redirect (SPEC §7 "Payment redirects"): the shop opens a session,
 * sends the shopper to the provider's page (no card data ever reaches the shop), and learns the
 * outcome only from a signed server-to-server notification, verified before the order is marked paid.
 */
export interface CardPaymentProvider {
  readonly code: string;
  readonly title: string;
  /** Opens a payment session; the shopper is sent to its `redirectUrl`. */
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /** Reads a notification; `null` when its signature or freshness does not check out. */
  verifyNotification(rawBody: string, signature: string | undefined, now: Date): PaymentNotification | null;
  /** Signs a notification body as the provider does (the sandbox provider page uses it). */
  signNotification(rawBody: string, now: Date): string;
}
