/** One price bucket of the catalogue filters, shaped as a SPEC §3 "Filter option". */
export interface PriceFilterRange {
  /** `'0-50'`, `'50-100'`, …, `'150-'` for the open last bucket: stable, URL-safe. */
  readonly id: string;
  readonly type: 'price';
  /** Lower bound in euros, included. */
  readonly from: number;
  /** Upper bound in euros, excluded; `null` for the last, open bucket. */
  readonly to: number | null;
  /** `< 50 €`, `50 € - 100 €`, `> 150 €` (SPEC §9). */
  readonly label: string;
  /** A price filter takes one bucket at a time. */
  readonly single: true;
}
