/**
 * Where a platform keeps its customers' wishlists, two tables of the same columns: `wishlist_items` for the embedded
 * platform's customers (migration 0029), `magento_wishlist_items` for Magento's, whose REST API has no wishlist
 * (migration 0036).
 */
export type WishlistTable = 'wishlist_items' | 'magento_wishlist_items';
