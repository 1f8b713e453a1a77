/**
 * Whether a product's prices come from a refresh against the backend (SPEC §4 "Product loading": prices carry
 * `price_is_current` false until a refresh sets it true with a refresh time). A missing flag means not current.
 */
export interface PriceFreshness {
  price_is_current: boolean;
  /** When the prices were refreshed, ISO 8601 UTC (`2025-07-01T10:00:00.000Z`). */
  price_refreshed_at: string;
}
