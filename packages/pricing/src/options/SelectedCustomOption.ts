/** A custom option value the shopper picked (SPEC §3 "Custom option types"). */
export interface SelectedCustomOption {
  readonly option_id?: number;
  /** The picked value; only options with a positive id are priced (SPEC §4). */
  readonly option_type_id?: number | null;
  /**
   * Euros for `fixed`, percent of the current product price for `percent`. Missing counts 0. Negative for a
   * discount option; the price with options never goes below 0.
   */
  readonly price?: number | null;
  /** Default `fixed`, as in Magento. */
  readonly price_type?: 'fixed' | 'percent' | null;
  readonly title?: string;
}
