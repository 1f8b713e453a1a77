import { CHECKOUT_PATH } from '@citerne/cart-sync';
import { useCart, useCartLoaded } from '@citerne/cart-sync/react';
import { formatPrice } from '@citerne/pricing';
import { MiniCart, type MiniCartTotal } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { CartDeliveryEstimate } from '../checkout/CartDeliveryEstimate';
import { useModals } from '../modals/modalsAtom';
import { useFreeShippingFrom } from '../shop/useFreeShippingFrom';
import { cartMessageText } from './cartMessageText';
import { miniCartView } from './miniCartView';
import { useCartLineLabels } from './useCartLineLabels';
import { useCartLineOptions } from './useCartLineOptions';

/**
 * The mini-cart panel (SPEC §2, loaded lazily) over the shop's cart (`useCart()` of `@citerne/cart-sync/react`):
 * loading until the cart's first load settled, then its lines with quantity and confirmed removal (SPEC §2 "Asking
 * before product removal is enabled"), configurable lines with their options editor (SPEC §2 "Cart: lines can be
 * edited"), lines waiting for the server disabled, the totals and the way to checkout.
 */
export default function MiniCartPanel() {
  const { t, i18n } = useLingui();
  const cart = useCart();
  const lineLabels = useCartLineLabels();
  const loaded = useCartLoaded();
  const modals = useModals();
  const freeShippingFrom = useFreeShippingFrom();
  const freeFrom = freeShippingFrom === null ? null : formatPrice(freeShippingFrom);
  const optionsOf = useCartLineOptions(cart.items);
  const view = miniCartView({
    items: cart.items,
    segments: cart.segments,
    isSyncing: cart.isSyncing,
    translate: (message) => cartMessageText(i18n, message),
    optionsOf,
  });

  const totals: MiniCartTotal[] = [
    { label: t`Subtotal incl. VAT`, amount: view.subtotal },
    ...(view.shipping !== null
      ? [
          {
            label: t`Shipping incl. VAT`,
            amount: view.shipping,
            ...(view.shipping === 0 ? { text: t({ message: 'Free', context: 'delivery cost' }) } : {}),
          },
        ]
      : []),
    ...(view.grandTotal !== null ? [{ label: t`Total incl. VAT`, amount: view.grandTotal, emphasis: true }] : []),
  ];

  return (
    <MiniCart
      status={loaded ? 'ready' : 'loading'}
      lines={view.lines}
      totals={view.lines.length > 0 ? totals : []}
      pendingLineIds={view.pendingLineIds}
      checkoutHref={CHECKOUT_PATH}
      continueHref="/"
      notice={
        view.lines.length > 0 && freeFrom !== null ? (
          <p className="mini-cart-notice">{t`Free delivery in France from ${freeFrom} incl. VAT`}</p>
        ) : null
      }
      beforeTotals={view.lines.length > 0 ? <CartDeliveryEstimate /> : null}
      onQuantityChange={(lineId, quantity) => void cart.updateQuantity(lineId, quantity)}
      onRemove={(lineId) => void cart.removeItem(lineId)}
      onEdit={(lineId) => modals.open('cart-line-editor', { lineId })}
      editableLineIds={view.editableLineIds}
      labels={{
        lines: t`Cart items`,
        loading: t`Loading the cart…`,
        emptyTitle: t`Your cart is empty`,
        emptyDescription: t`Browse our tanks, tarpaulins and accessories.`,
        continueShopping: t`Continue shopping`,
        checkout: t`Proceed to checkout`,
        ...lineLabels,
        originalPrice: t`Regular price:`,
      }}
    />
  );
}
