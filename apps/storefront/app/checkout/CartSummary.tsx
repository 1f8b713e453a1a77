import { useCart } from '@citerne/cart-sync/react';
import { formatPrice, fromCents, toCents } from '@citerne/pricing';
import { CouponForm, OrderSummary } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { cartMessageText } from '../cart/cartMessageText';
import { miniCartView } from '../cart/miniCartView';
import { useCartLineLabels } from '../cart/useCartLineLabels';
import { useCartLineOptions } from '../cart/useCartLineOptions';
import { useModals } from '../modals/modalsAtom';
import { CartDeliveryEstimate } from './CartDeliveryEstimate';
import { checkoutMessageText } from './checkoutMessageText';
import { useFreeShippingRemaining } from './useFreeShippingRemaining';

/**
 * The cart at the top of the checkout (SPEC §2 "Cart"): lines with quantity, confirmed removal and, for configurable
 * products, the options editor; the coupon (SPEC §4 "Applying or removing a coupon syncs totals"; "Incorrect coupon
 * code" when refused), the server's totals segments (SPEC §9 titles), the free-shipping message from the configured
 * threshold (200 € incl. tax by default) and the delivery cost for the shopper's postcode (issue 18).
 */
export function CartSummary() {
  const { t, i18n } = useLingui();
  const cart = useCart();
  const lineLabels = useCartLineLabels();
  const modals = useModals();
  const [couponBusy, setCouponBusy] = useState(false);
  const [couponError, setCouponError] = useState<string | undefined>(undefined);
  const optionsOf = useCartLineOptions(cart.items);
  // The threshold of the API's configuration (SPEC §9), not one written here.
  const freeShippingRemaining = useFreeShippingRemaining();
  const view = miniCartView({
    items: cart.items,
    segments: cart.segments,
    isSyncing: cart.isSyncing,
    translate: (message) => cartMessageText(i18n, message),
    optionsOf,
  });
  const remaining = freeShippingRemaining(toCents(view.subtotal));
  const freeShipping =
    remaining === null
      ? null
      : remaining === 0
        ? checkoutMessageText(i18n, 'You get free shipping in France!')
        : checkoutMessageText(i18n, `Only ${formatPrice(fromCents(remaining))} left to get free shipping in France.`);

  return (
    <aside className="checkout-summary" aria-label={t`My cart`}>
      <OrderSummary
        headingLevel={2}
        lines={view.lines.map((line) => {
          const options = [...(line.options ?? []), ...(line.warning ? [line.warning] : [])];
          return {
            id: line.id,
            name: line.name,
            ...(line.href ? { href: line.href } : {}),
            image: line.image,
            qty: line.quantity,
            ...(line.maxQuantity ? { maxQty: line.maxQuantity } : {}),
            rowTotalInclTax: line.rowTotal,
            ...(options.length > 0 ? { options } : {}),
          };
        })}
        segments={cart.segments.map((segment) => ({
          code: segment.code,
          title: segment.title ?? segment.code,
          value: segment.value ?? 0,
        }))}
        {...(freeShipping ? { freeShippingNote: freeShipping } : {})}
        freeShippingReached={remaining === 0}
        beforeTotals={<CartDeliveryEstimate />}
        editable={{
          onQuantityChange: (lineId, quantity) => void cart.updateQuantity(lineId, quantity),
          onRemove: (lineId) => void cart.removeItem(lineId),
          onEdit: (lineId) => modals.open('cart-line-editor', { lineId }),
          editableLineIds: view.editableLineIds,
          pendingLineIds: view.pendingLineIds,
          labels: lineLabels,
        }}
        labels={{
          title: t`My cart`,
          lines: t`Cart items`,
          quantity: (line) => t`Quantity: ${line.qty}`,
          totals: t`Totals`,
          freeShipping: t({ message: 'Free', context: 'delivery cost' }),
        }}
      />
      <CouponForm
        appliedCode={cart.coupon}
        status={couponBusy ? 'busy' : 'idle'}
        {...(couponError ? { error: couponError } : {})}
        onApply={async (code) => {
          setCouponBusy(true);
          setCouponError(undefined);
          try {
            const applied = await cart.applyCoupon(code);
            if (!applied) setCouponError(checkoutMessageText(i18n, 'Incorrect coupon code'));
            return applied;
          } finally {
            setCouponBusy(false);
          }
        }}
        onRemove={() => void cart.removeCoupon()}
        labels={{
          toggle: t`Do you have a discount code?`,
          code: t`Discount code`,
          apply: t`Apply`,
          applied: (code) => t`Code ${code} applied`,
          remove: t`Remove`,
          removeCode: (code) => t`Remove the code ${code}`,
          empty: t`Enter a discount code.`,
        }}
      />
    </aside>
  );
}
