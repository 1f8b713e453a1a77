/** What a provider's server-to-server notification says about a payment session. */
export interface PaymentNotification {
  readonly sessionId: string;
  readonly orderNumber: string;
  readonly status: 'paid' | 'failed';
  /** Euro cents. */
  readonly amount: number;
  readonly currency: string;
}

/** The order a payment session is opened for. */
export interface PaymentOrder {
  readonly orderNumber: string;
  /** Euro cents. */
  readonly amount: number;
  readonly currency: string;
}

/**
 * A card payment provider reached by redirect (SPEC §7 "Payment redirects"): the shop opens a session,
 * sends the shopper to the provider's page (no card data ever reaches the shop), and learns the
 * outcome only from a signed server-to-server notification, verified before the order is marked paid.
 */
export interface CardPaymentProvider {
  readonly code: string;
  readonly title: string;
  /** Opens a payment session; the shopper is sent to `redirectUrl`. */
  createSession(order: PaymentOrder): { sessionId: string; redirectUrl: string };
  /** Reads a notification; `null` when its signature or freshness does not check out. */
  verifyNotification(rawBody: string, signature: string | undefined, now: Date): PaymentNotification | null;
  /** Signs a notification body as the provider does (the sandbox provider page uses it). */
  signNotification(rawBody: string, now: Date): string;
}
