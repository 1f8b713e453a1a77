import type { PaymentMethod, StockItem, Totals } from '@citerne/core-api/contract';
import type { CartLine } from '../item/CartLineSchema';
import type { StoredCart } from '../persistence/StoredCart';
import { applyLineStock } from '../stock/applyLineStock';
import { addCartItem } from './addCartItem';
import { applyServerTotals } from './applyServerTotals';
import type { CartState, RemovedLine } from './CartState';
import { clearCart } from './clearCart';
import { loadCart } from './loadCart';
import { removeCartItem } from './removeCartItem';
import { removeCartProduct } from './removeCartProduct';
import { updateCartItemQty } from './updateCartItemQty';

/** Every change of the cart state, applied by {@link cartReducer}. */
export type CartAction =
  | { readonly type: 'add'; readonly line: CartLine }
  | { readonly type: 'updateQty'; readonly checksum: string; readonly qty: number }
  /** Removes a line and its children (the lines whose `parentSku` is its sku). */
  | { readonly type: 'remove'; readonly checksum: string }
  /** Removes a product: every line of this sku and every line whose `parentSku` is this sku (its variants). */
  | { readonly type: 'removeProduct'; readonly sku: string }
  | { readonly type: 'clear'; readonly disconnect: boolean }
  | { readonly type: 'load'; readonly stored: StoredCart }
  /** Server data for a line (ids, last confirmed quantity, prices); its checksum stays. */
  | { readonly type: 'patchLine'; readonly checksum: string; readonly patch: Partial<CartLine> }
  /** Drops a line without remembering a removal (the server does not hold it, or refused it). */
  | { readonly type: 'dropLine'; readonly checksum: string }
  | { readonly type: 'setToken'; readonly token: string | null }
  | { readonly type: 'rememberRemoval'; readonly removed: RemovedLine }
  | { readonly type: 'forgetRemovals'; readonly removed: readonly RemovedLine[] }
  /** Server totals, for the cart whose {@link cartHash} was `hash` when they were asked. */
  | {
      readonly type: 'serverTotals';
      readonly totals: Totals;
      readonly paymentMethods?: readonly PaymentMethod[];
      readonly hash?: string;
    }
  /**
   * A stock check of a line. `allowOutOfStockInCart` and `synchronize` are the cart settings: cart sync is
   * on when `synchronize` is and the server did not refuse the cart (`syncEnabled`).
   */
  | {
      readonly type: 'stock';
      readonly checksum: string;
      readonly record: Pick<StockItem, 'is_in_stock' | 'stock_status'>;
      readonly allowOutOfStockInCart: boolean;
      readonly synchronize: boolean;
    }
  | { readonly type: 'setCoupon'; readonly code: string | null }
  | { readonly type: 'couponToCarry'; readonly code: string | null }
  | { readonly type: 'setMethods'; readonly shipping?: string | null; readonly payment?: string | null }
  | { readonly type: 'bypass' }
  /** A new login: the bypass counter starts again and a sync disabled by a refused token is enabled. */
  | { readonly type: 'newSession' }
  | { readonly type: 'disableSync' }
  | { readonly type: 'adding'; readonly value: boolean }
  | { readonly type: 'syncing'; readonly value: boolean };

/**
 * The cart reducer: applies one {@link CartAction} to the state with the pure rules of SPEC §4
 * ("Cart", "Stock"). Used by the sync engine and wrapped by the jotai atoms of `@citerne/cart-sync/react`.
 * @example
 * const next = cartReducer(state, { type: 'updateQty', checksum: line.checksum, qty: 2 });
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add':
      return addCartItem(state, action.line);
    case 'updateQty':
      return updateCartItemQty(state, action.checksum, action.qty);
    case 'remove':
      return removeCartItem(state, action.checksum);
    case 'removeProduct':
      return removeCartProduct(state, action.sku);
    case 'clear':
      return clearCart(state, { disconnect: action.disconnect });
    case 'load':
      return loadCart(state, action.stored);
    case 'patchLine': {
      if (!state.items.some((item) => item.checksum === action.checksum)) return state;
      const { checksum: _keep, ...patch } = action.patch;
      const items = state.items.map((item) => (item.checksum === action.checksum ? { ...item, ...patch } : item));
      return { ...state, items };
    }
    case 'dropLine':
      return { ...state, items: state.items.filter((item) => item.checksum !== action.checksum) };
    case 'setToken':
      return {
        ...state,
        serverToken: action.token,
        removed: state.removed.filter((line) => line.cartId === action.token),
      };
    case 'rememberRemoval':
      return { ...state, removed: [...state.removed, action.removed] };
    case 'forgetRemovals':
      return { ...state, removed: state.removed.filter((line) => !action.removed.includes(line)) };
    case 'serverTotals':
      return applyServerTotals(state, action.totals, {
        ...(action.paymentMethods ? { paymentMethods: action.paymentMethods } : {}),
        ...(action.hash ? { hash: action.hash } : {}),
      });
    case 'stock':
      return applyLineStock(state, action.checksum, action.record, {
        allowOutOfStockInCart: action.allowOutOfStockInCart,
        syncEnabled: action.synchronize && state.syncEnabled,
      });
    case 'setCoupon':
      return { ...state, coupon: action.code === null ? null : { code: action.code } };
    case 'couponToCarry':
      return state.couponToCarry === action.code ? state : { ...state, couponToCarry: action.code };
    case 'setMethods':
      return {
        ...state,
        ...(action.shipping !== undefined ? { shippingMethodCode: action.shipping } : {}),
        ...(action.payment !== undefined ? { paymentMethodCode: action.payment } : {}),
      };
    case 'bypass':
      return { ...state, bypassCount: state.bypassCount + 1 };
    case 'newSession':
      return { ...state, bypassCount: 0, syncEnabled: true };
    case 'disableSync':
      return { ...state, syncEnabled: false };
    case 'adding':
      return { ...state, isAddingToCart: action.value };
    case 'syncing':
      return { ...state, isSyncing: action.value };
    default:
      return action satisfies never;
  }
}
