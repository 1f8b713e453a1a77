import {
  type CartLine,
  type CartMessageCode,
  CHECKOUT_PATH,
  cartMessageSource,
  selectMiniCartView,
} from '@citerne/cart-sync';
import { useCart, useCartLoaded, useMiniCart, useMiniCartCount } from '@citerne/cart-sync/react';
import { Drawer, IconButton, MiniCart, type MiniCartLabels, type MiniCartTotal } from '@citerne/ui-kit';
import { type ReactNode, useId } from 'react';

/** Texts of {@link ConnectedMiniCart}: the kit's mini-cart labels plus the cart button, panel and totals texts. */
export interface ConnectedMiniCartLabels {
  readonly miniCart: MiniCartLabels;
  /** Accessible name of the cart button, with the badge count, e.g. "Panier, 3 articles". */
  readonly cartButton: (count: number) => string;
  /** Title of the panel, e.g. "Mon panier (3)". */
  readonly title: (count: number) => string;
  readonly close: string;
  /** The totals row while the server sent no totals, e.g. "Sous total TTC (estimation)". */
  readonly estimatedSubtotal: string;
  /** Shown above the totals while the server sent none. */
  readonly totalsPending: ReactNode;
  /** The shopper's words for a cart-sync message, by code; messages it lacks are shown in English. */
  readonly messages: Readonly<Partial<Record<CartMessageCode, string>>>;
}

/** Props of {@link ConnectedMiniCart}. */
export interface ConnectedMiniCartProps {
  readonly labels: ConnectedMiniCartLabels;
  /** The chosen options of a line ("Couleur : Vert"), e.g. from the catalogue's configurable options. */
  readonly optionLabels?: (line: CartLine) => readonly string[];
  readonly continueHref?: string;
}

const noOptions = () => [];

/**
 * The header's cart button and the ui-kit `MiniCart` in a right `Drawer`, bound to the cart engine of
 * the nearest `CartSyncProvider`: `loading` until the provider's first load has finished (`useCartLoaded()`;
 * the stories' first load also checks the stock), then the
 * lines, server totals and syncing lines of `useCart()`; quantity changes and confirmed removals go to
 * the engine; the badge is `useMiniCartCount()` (lines or quantities, SPEC §4) and the panel's open flag
 * `useMiniCart()` (`miniCartOpenAtom`, SPEC §3 "UI state flags"), as in the shop's header.
 * @example
 * <CartSyncProvider cartSync={cartSync}>
 *   <ConnectedMiniCart labels={frenchCartLabels} />
 * </CartSyncProvider>
 */
export function ConnectedMiniCart({ labels, optionLabels = noOptions, continueHref = '/' }: ConnectedMiniCartProps) {
  const cart = useCart();
  const count = useMiniCartCount();
  const miniCart = useMiniCart();
  const panelId = useId();
  const loaded = useCartLoaded();

  const view = selectMiniCartView({
    items: cart.items,
    segments: cart.segments,
    isSyncing: cart.isSyncing,
    optionsOf: optionLabels,
    translate: (message) => labels.messages[message.code] ?? cartMessageSource(message),
  });
  const lines = view.lines.map(({ productSku, urlKey, image, variantSku, ...line }) => ({
    ...line,
    href: `/p/${productSku}/${urlKey ?? ''}${variantSku ? `/${variantSku}` : ''}`,
    image: { src: image ?? '', alt: '' },
  }));
  // The server's segments under their SPEC §9 titles, the grand total emphasised; without them, the estimate.
  const totals: MiniCartTotal[] =
    cart.segments.length > 0
      ? cart.segments.map((segment) => ({
          label: segment.title ?? segment.code,
          amount: segment.value ?? 0,
          emphasis: segment.code === 'grand_total',
        }))
      : lines.length > 0
        ? [{ label: labels.estimatedSubtotal, amount: view.subtotal }]
        : [];

  return (
    <>
      <IconButton
        icon="cart"
        label={labels.cartButton(count)}
        badge={count > 0 ? (count > 99 ? '99+' : count) : undefined}
        aria-expanded={miniCart.isOpen}
        aria-controls={panelId}
        onClick={miniCart.toggle}
      />
      <Drawer
        id={panelId}
        open={miniCart.isOpen}
        onClose={miniCart.close}
        title={labels.title(count)}
        closeLabel={labels.close}
      >
        <MiniCart
          status={loaded ? 'ready' : 'loading'}
          lines={lines}
          totals={totals}
          pendingLineIds={view.pendingLineIds}
          labels={labels.miniCart}
          onQuantityChange={(checksum, quantity) => void cart.updateQuantity(checksum, quantity)}
          onRemove={(checksum) => void cart.removeItem(checksum)}
          checkoutHref={CHECKOUT_PATH}
          continueHref={continueHref}
          notice={lines.length > 0 && cart.segments.length === 0 ? labels.totalsPending : undefined}
        />
      </Drawer>
    </>
  );
}
