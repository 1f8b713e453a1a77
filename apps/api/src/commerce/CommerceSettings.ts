import type { SellerIdentity } from '@citerne/core-api/contract';
import type { TaxRule } from '@citerne/pricing';
import type { Transporter } from 'nodemailer';
import type { AttemptLimits } from '../customer/AttemptLimiter';

/** What every card payment provider has: its payment method code and title. */
interface CardProviderBase {
  /** Payment method code shown in `payment-methods` and sent back in the order. */
  readonly code: string;
  readonly title: string;
}

/** The embedded sandbox: the API plays the provider's page (the default, no account needed). */
export interface SandboxProviderSettings extends CardProviderBase {
  readonly driver: 'sandbox';
  /** Shared secret signing the sandbox's server-to-server notifications (HMAC-SHA256). */
  readonly secret: string;
}

/** Systempay (Lyra) payment form: a signed HTML form post to its payment page. */
export interface SystempaySettings extends CardProviderBase {
  readonly driver: 'systempay';
  /** `vads_ctx_mode`. */
  readonly mode: 'TEST' | 'PRODUCTION';
  /** `vads_site_id`: the shop's id at Systempay (8 digits). */
  readonly siteId: string;
  /** The key of that mode (test or production key of the back office): signs forms and notifications. */
  readonly key: string;
  /** The payment page the form is posted to. */
  readonly paymentUrl: string;
}

/** PayPlug hosted payment page, opened through its REST API. */
export interface PayPlugSettings extends CardProviderBase {
  readonly driver: 'payplug';
  /** `sk_test_…` or `sk_live_…`. */
  readonly secretKey: string;
  readonly apiUrl: string;
  /** Longest wait for an answer of the PayPlug API. */
  readonly timeoutMs: number;
  /** The HTTP client reaching PayPlug (tests pass one for a local stand-in server). */
  readonly fetch?: typeof fetch;
}

/** A card payment provider reached by redirect (SPEC §7 "Payment redirects"), by driver. */
export type CardProviderSettings = SandboxProviderSettings | SystempaySettings | PayPlugSettings;

/** The DPD flat rate of SPEC §9 "Shipping and totals". */
export interface FlatRateSettings {
  readonly carrierCode: string;
  readonly methodCode: string;
  readonly carrierTitle: string;
  readonly methodTitle: string;
  /** Euros excl. tax. */
  readonly amount: number;
  /** Euros incl. tax. */
  readonly amountInclTax: number;
}

/**
 * Everything the commerce platform reads from the server configuration: secrets, URLs, shipping,
 * payment, mail and review-service settings. Secrets never leave the server.
 * Build it with `createCommerceSettings`.
 */
export interface CommerceSettings {
  /** Master secret (≥ 32 characters): access tokens and mail-service tokens are signed with keys derived from it. */
  readonly secret: string;
  /** Absolute URL of the API host, for the links it serves (payment pages, provider notifications). */
  readonly publicUrl: string;
  /** Absolute URL of the storefront: payment returns (`/checkout?order=…`, `/payment-fail/{id}`), invoice and reset links. */
  readonly storefrontUrl: string;
  readonly environment: 'development' | 'production' | 'test';
  /** Lifetime of an access token (a signed JWT). */
  readonly accessTokenTtlSeconds: number;
  /** Lifetime of a login session and of each refresh token. */
  readonly refreshTokenTtlDays: number;
  /** scrypt cost parameter N (a power of two); memory used is 128 × N × 8 bytes. */
  readonly passwordHashCost: number;
  /** Read the client address from `X-Forwarded-For` (behind a trusted proxy only). */
  readonly trustProxy: boolean;
  /** Countries the shop delivers to; tax follows the shipping country. */
  readonly shippingCountries: readonly string[];
  readonly flatRate: FlatRateSettings;
  /** Country → euros incl. tax from which shipping is free (SPEC §9: 200 for France). */
  readonly freeShippingFrom: Readonly<Record<string, number>>;
  /** Cost of cash on delivery (SPEC §9: 0). */
  readonly cashOnDeliveryCost: number;
  /** Shown to shoppers paying by bank transfer. */
  readonly bankTransfer: { readonly holder: string; readonly iban: string; readonly bic: string };
  readonly cardProviders: readonly CardProviderSettings[];
  /** Newsletter coupon discount in percent (SPEC §9: 10). */
  readonly newsletterCouponPercent: number;
  /** Minutes a card payment may stay unconfirmed before its order is cancelled and its stock released. */
  readonly paymentTimeoutMinutes: number;
  /** Minutes a cart line counts as a reservation in stock checks. */
  readonly stockReservationMinutes: number;
  readonly mail: {
    readonly from: string;
    /** The shop's own mailbox: contact messages go there, and it is the only target of send-email. */
    readonly shopAddress: string;
    /** `smtp://` or `smtps://` URL; without it mails stay in the outbox. */
    readonly smtpUrl: string | undefined;
    /** Serve the development outbox viewer (`GET /api/ext/mail-service/outbox`). */
    readonly outboxViewer: boolean;
    /** A ready nodemailer transport, used instead of `smtpUrl` (tests use a JSON transport). */
    readonly transport?: Transporter;
  };
  /** Third-party review service; without a key the summary is computed from the shop's own reviews. */
  readonly reviewService: {
    readonly apiUrl: string;
    readonly apiKey: string | undefined;
    readonly businessUnitId: string | undefined;
    /** The HTTP client reaching the service (tests pass a local one). */
    readonly fetch?: typeof fetch;
  };
  /** Rate limits of login, password reset and contact/send-mail (see `AttemptLimiter`). */
  readonly attemptLimits: {
    readonly login: AttemptLimits;
    readonly reset: AttemptLimits;
    /** Registrations for an e-mail that already has an account (issue 19: slows probing for accounts). */
    readonly register: AttemptLimits;
    readonly contact: AttemptLimits;
  };
  /** Tax rules used for every price (SPEC §3 "Tax rule"); default: the catalogue's `tax_rules` table. */
  readonly taxRules?: () => Promise<readonly TaxRule[]>;
  /** The seller's identity: served by `GET /api/ext/seller`, carried by the e-mails (default: the example one). */
  readonly seller: SellerIdentity;
  /** The clock; tests move it. */
  readonly now: () => Date;
}
