import type { CardPaymentProvider, PaymentSession, VerifiedNotification } from '../payment/CardPaymentProvider';

/** A card payment session as the payment pages need it. Amounts in euro cents. */
export interface PaymentSessionView {
  readonly id: string;
  readonly status: 'pending' | 'paid' | 'failed';
  readonly amount: number;
  readonly currency: string;
  /** For a provider reached by an HTML form post: what to post; else `null`. */
  readonly form: PaymentSession['form'];
  readonly orderNumber: string;
  /** The order's access key, for the return URLs of the storefront. */
  readonly accessKey: string;
}

/**
 * Card payments (SPEC §7 "Payment redirects"): the configured providers (Systempay, PayPlug, the embedded sandbox),
 * their sessions, and the settlement of a verified notification — the order paid, or cancelled with its stock given
 * back. A notification is verified by the provider before it reaches `settle`.
 *
 * @example
 * const provider = platform.payments.provider('systempay');
 * const outcome = await platform.payments.settle(provider, verified.notification); // 'paid' | 'failed' | 'unchanged'
 */
export interface PaymentPlatform {
  /** The card payment provider of a method code, if one is configured. */
  provider(code: string): CardPaymentProvider | undefined;
  /** A session of that provider by its id, else `null`. */
  session(provider: CardPaymentProvider, sessionId: string): Promise<PaymentSessionView | null>;
  /**
   * Settles the session a verified notification names (by the provider's reference and the order number; 404
   * `PAYMENT_NOT_FOUND` for none): the amount is checked, the order marked paid or cancelled once.
   */
  settle(provider: CardPaymentProvider, notification: VerifiedNotification): Promise<'paid' | 'failed' | 'unchanged'>;
}
