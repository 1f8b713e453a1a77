/** SPEC §8: the refusal of an order whose address is not valid. */
export const ADDRESS_INVALID = 'Address in checkout contains invalid data, order cancelled';

/**
 * The answer of `POST /api/order` (the contract's `PlaceOrderResult` plus what the storefront needs
 * for the invoice page): the order id and number, its status, the card provider's page when a card
 * method was chosen, and the key that lets a guest read the order.
 */
export type PlacedOrder = {
  orderId: number;
  orderNumber: string;
  status: string;
  paymentRedirectUrl: string | null;
  /** Lets whoever placed the order read it (`GET /api/order/{orderNumber}?key=`), guest or not. */
  accessKey: string;
  /** Euros, tax included. */
  grandTotal: number;
  paymentMethod: string;
  /** For a bank transfer: where to send the money, and the reference to give. */
  paymentInstructions?: { holder: string; iban: string; bic: string; reference: string };
};
