// @citerne/cart-sync: a cart that lives in the browser, survives offline and reloads, and syncs with the
// server cart without losing or doubling a line. Framework-free; React bindings ship from ./react.

export { addCartItem } from './cart/addCartItem';
export { applyServerTotals } from './cart/applyServerTotals';
export { type CartState, emptyCartState, type RemovedLine } from './cart/CartState';
export { cartHash } from './cart/cartHash';
export { type CartAction, cartReducer } from './cart/cartReducer';
export { clearCart } from './cart/clearCart';
export { isTotalsSyncRequired } from './cart/isTotalsSyncRequired';
export { loadCart } from './cart/loadCart';
export { removeCartItem } from './cart/removeCartItem';
export { updateCartItemQty } from './cart/updateCartItemQty';
export { CartConfigError } from './config/CartConfigError';
export { type CartConfig, type CartConfigInput, CartConfigSchema } from './config/cartConfig';
export { parseCartConfig } from './config/parseCartConfig';
export {
  type CartDiffEntry,
  type ClientDiffAction,
  type ClientDiffEntry,
  type DiffOptions,
  type DiffStatus,
  diffCart,
  type ServerDiffAction,
  type ServerDiffEntry,
} from './diff/diffCart';
export { type CartLine, CartLineSchema } from './item/CartLineSchema';
export { type CanonicalProductOption, canonicalProductOption } from './item/canonicalProductOption';
export { type ChecksumSource, cartItemChecksum } from './item/cartItemChecksum';
export { cartLineChecksum } from './item/cartLineChecksum';
export type { CartMessage, CartMessageCode, CartMessageParams } from './notification/CartMessage';
export { type CartNotification, type CartNotificationKind, cartNotification } from './notification/CartNotification';
export { cartMessageSource } from './notification/cartMessageSource';
export { CHECKOUT_PATH, cartMessages } from './notification/cartMessages';
export type { CartStorageProblem } from './persistence/CartStorageProblem';
export { CART_STORAGE_KEYS } from './persistence/cartStorageKeys';
export { readStoredCart } from './persistence/readStoredCart';
export type { StorageLike } from './persistence/StorageLike';
export type { StoredCart } from './persistence/StoredCart';
export { writeStoredCart } from './persistence/writeStoredCart';
export type { CartProduct, ProductValidator } from './product/CartProduct';
export { expandGroupedProduct } from './product/expandGroupedProduct';
export { type PreparedCartItems, prepareCartItems, type RefusedProduct } from './product/prepareCartItems';
export { checkQuantity, type QuantityProblemCheck } from './quantity/checkQuantity';
export type { CartBackend, CartCallMode } from './server/CartBackend';
export { type ApiCartBackendOptions, createApiCartBackend } from './server/createApiCartBackend';
export { applyLineStock } from './stock/applyLineStock';
export { type StockDecision, stockNotice } from './stock/stockNotice';
export { stockStatusOf } from './stock/stockStatusOf';
export { type MinicartCountType, miniCartCount } from './summary/miniCartCount';
export type { AddToCartResult, CartSync, CartSyncOptions, UpdateQuantityResult } from './sync/CartSync';
export { createCartSync } from './sync/createCartSync';
export { createLazyCartSync, type LazyCartSyncOptions } from './sync/createLazyCartSync';
export { type FirstCartLoad, firstCartLoad } from './sync/firstCartLoad';
export type { SyncReport } from './sync/runSync';
export { isConfigurableCartLine } from './view/isConfigurableCartLine';
export {
  type MiniCartView,
  type MiniCartViewLine,
  type MiniCartViewSource,
  selectMiniCartView,
} from './view/selectMiniCartView';
