/**
 * Tables of the commerce platform (carts, customers, orders, payments, newsletter,
 * reviews, mail outbox, stock), created by migrations 0020–0039.
 */
// biome-ignore lint/complexity/noBannedTypes: filled in as the commerce migrations land.
export type CommerceTables = {};
