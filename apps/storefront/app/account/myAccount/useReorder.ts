import { miniCartOpenAtom, useCartSync } from '@citerne/cart-sync/react';
import { ApiError } from '@citerne/core-api';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { browserApi } from '../../api/browserApi';

/**
 * "Order again": the order's lines go into the customer's server cart at today's prices (`order.reorder` with the
 * user token), the shop's cart reads them back and the mini-cart opens on them. Says which products could not be
 * added (no longer sold).
 */
export function useReorder() {
  const { t } = useLingui();
  const { cartSync } = useCartSync();
  const openMiniCart = useSetAtom(miniCartOpenAtom);
  const [reordering, setReordering] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ success?: string; failure?: string }>({});
  const reorder = async (orderNumber: string) => {
    setReordering(orderNumber);
    setOutcome({});
    try {
      const { cartId, skipped } = await (await browserApi()).order.reorder(orderNumber);
      cartSync.dispatch({ type: 'setToken', token: cartId });
      await cartSync.sync();
      setOutcome({
        success:
          skipped.length > 0
            ? t`The products of order ${orderNumber} are in your cart, except those no longer sold: ${skipped.join(', ')}.`
            : t`The products of order ${orderNumber} are in your cart.`,
      });
      openMiniCart(true);
    } catch (error) {
      setOutcome({
        failure: error instanceof ApiError ? error.message : t`Something went wrong. Try again in a few seconds.`,
      });
    } finally {
      setReordering(null);
    }
  };
  return { reorder, reordering, outcome };
}
