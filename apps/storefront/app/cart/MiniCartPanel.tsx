import { MiniCart, type MiniCartTotal } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { cartStateAtom } from './cartStateAtom';
import { cartSyncInstance } from './cartSyncInstance';
import { miniCartView } from './miniCartView';

/**
 * The mini-cart panel (SPEC §2, loaded lazily): the cart's lines with quantity and confirmed removal (SPEC §2
 * "Asking before product removal is enabled"), the totals and the way to checkout.
 */
export default function MiniCartPanel() {
  const { t } = useLingui();
  const state = useAtomValue(cartStateAtom);
  const [pending, setPending] = useState<string[]>([]);
  const view = state ? miniCartView(state) : null;

  const track = async (lineId: string, work: () => Promise<unknown>) => {
    setPending((ids) => [...ids, lineId]);
    try {
      await work();
    } finally {
      setPending((ids) => ids.filter((id) => id !== lineId));
    }
  };

  const totals: MiniCartTotal[] = view
    ? [
        { label: t`Subtotal incl. VAT`, amount: view.subtotal },
        ...(view.shipping !== null ? [{ label: t`Shipping incl. VAT`, amount: view.shipping }] : []),
        ...(view.grandTotal !== null ? [{ label: t`Total incl. VAT`, amount: view.grandTotal, emphasis: true }] : []),
      ]
    : [];

  return (
    <MiniCart
      status={state ? 'ready' : 'loading'}
      lines={view?.lines ?? []}
      totals={view && view.lines.length > 0 ? totals : []}
      pendingLineIds={pending}
      checkoutHref="/checkout"
      continueHref="/"
      notice={
        view && view.lines.length > 0 ? (
          <p className="mini-cart-notice">{t`Free delivery in France from 200 € incl. VAT.`}</p>
        ) : null
      }
      onQuantityChange={(lineId, quantity) =>
        void track(lineId, async () => (await cartSyncInstance()).updateQuantity(lineId, quantity))
      }
      onRemove={(lineId) => void track(lineId, async () => (await cartSyncInstance()).removeItem(lineId))}
      labels={{
        lines: t`Cart items`,
        loading: t`Loading the cart…`,
        emptyTitle: t`Your cart is empty`,
        emptyDescription: t`Browse our tanks, tarpaulins and accessories.`,
        continueShopping: t`Continue shopping`,
        checkout: t`Proceed to checkout`,
        quantity: (line) => t`Quantity of ${line.name}`,
        decrease: t`Decrease the quantity`,
        increase: t`Increase the quantity`,
        remove: (line) => t`Remove ${line.name}`,
        confirmRemove: (line) => t`Remove “${line.name}” from the cart?`,
        confirm: t`Remove`,
        cancel: t`Cancel`,
        originalPrice: t`Regular price:`,
      }}
    />
  );
}
