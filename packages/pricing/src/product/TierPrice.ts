/** A tier price (Magento `tier_prices` entry): a lower price for a customer group from a quantity on. */
export interface TierPrice {
  /** Customer group the price is for; 32000 is Magento's "all groups". */
  readonly customer_group_id: number;
  /** Quantity from which the price applies. */
  readonly qty: number;
  /** Unit price in euros, in the same tax basis as the catalogue prices. */
  readonly value: number;
}
