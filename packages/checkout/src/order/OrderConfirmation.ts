/**
 * What the thank-you page shows once the order is placed (SPEC §4 "Place order": the order gets a
 * server id): the order number and id, the key that lets a guest read the order (`null` when the API
 * gives none), its status, the buyer's e-mail, the payment method, the card provider's page to go to
 * (`null` when none), when it was placed (epoch ms) and whether an account was requested with it.
 */
export interface OrderConfirmation {
  readonly orderNumber: string;
  readonly orderId: string | number;
  readonly accessKey: string | null;
  readonly status: string;
  readonly email: string;
  readonly paymentMethod: string;
  readonly paymentRedirectUrl: string | null;
  readonly placedAt: number;
  readonly accountRequested: boolean;
}
