/**
 * A catalogue date read as instants (epoch ms). `start` is the instant written; `end` is where a period ending on
 * this date stops (exclusive): the next midnight of the shop for a date written as a whole day (Magento's
 * `special_to_date` includes its day), otherwise `start` itself.
 */
export interface ShopDate {
  readonly start: number;
  readonly end: number;
}
