/** One rate of a {@link TaxRule} (SPEC §3 "Tax rule"). */
export interface TaxRate {
  /** Percent: 20 for the French standard VAT, 5.5 for the reduced one. */
  readonly rate: number;
  /** ISO 3166-1 alpha-2 country, e.g. `'FR'`. */
  readonly tax_country_id: string;
  /** Region the rate is limited to; empty or missing for the whole country. */
  readonly region_name?: string | null;
  /** Magento region id; 0 means every region of the country. */
  readonly tax_region_id?: number | string | null;
}
