// @citerne/cart-sync/react: jotai atoms and React hooks over the framework-free cart engine.

export type { CartSyncContextValue } from './CartSyncContext';
export { CartSyncProvider, type CartSyncProviderProps } from './CartSyncProvider';
export { type CartAtoms, createCartAtoms } from './createCartAtoms';
export { miniCartOpenAtom } from './miniCartOpenAtom';
export { useAddToCart } from './useAddToCart';
export { type UseCartResult, useCart } from './useCart';
export { useCartLoaded } from './useCartLoaded';
export { useCartNotifications } from './useCartNotifications';
export { useCartSync } from './useCartSync';
export { type UseMiniCartResult, useMiniCart } from './useMiniCart';
export { useMiniCartCount } from './useMiniCartCount';
