/**
 * A filter value a shopper can pick (SPEC §3 "Filter option"): an attribute option id, or a price range with
 * `from` / `to`. `single` marks system filters, which hold one value.
 */
export interface FilterOption {
  readonly id: string;
  readonly type: string;
  readonly label?: string;
  readonly from?: number;
  readonly to?: number;
  readonly single: boolean;
}
