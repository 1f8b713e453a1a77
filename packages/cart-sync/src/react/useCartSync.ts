import { useContext } from 'react';
import { CartSyncContext, type CartSyncContextValue } from './CartSyncContext';

/**
 * The cart engine and its atoms from the nearest {@link CartSyncProvider}; throws a clear error outside one.
 * @example
 * const { cartSync } = useCartSync();
 */
export function useCartSync(): CartSyncContextValue {
  const value = useContext(CartSyncContext);
  if (!value) throw new Error('Cart hooks must be used inside <CartSyncProvider cartSync={…}>.');
  return value;
}
