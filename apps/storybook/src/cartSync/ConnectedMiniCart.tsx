import { type CartLine, CHECKOUT_PATH } from '@citerne/cart-sync';
import { useCart, useCartLoaded, useMiniCart, useMiniCartCount } from '@citerne/cart-sync/react';
import { Drawer, IconButton, MiniCart, type MiniCartLabels } from '@citerne/ui-kit';
import { type ReactNode, useId } from 'react';
import { miniCartFromCart } from './miniCartFromCart';

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
  /** The shopper's words for a cart-sync message; messages it lacks are shown as they are. */
  readonly messages: Readonly<Record<string, string>>;
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

  const view = miniCartFromCart({
    items: cart.items,
    segments: cart.segments,
    isSyncing: cart.isSyncing,
    optionLabels,
    translate: (message) => labels.messages[message] ?? message,
    estimatedSubtotalLabel: labels.estimatedSubtotal,
  });

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
          lines={view.lines}
          totals={view.totals}
          pendingLineIds={view.pendingLineIds}
          labels={labels.miniCart}
          onQuantityChange={(checksum, quantity) => void cart.updateQuantity(checksum, quantity)}
          onRemove={(checksum) => void cart.removeItem(checksum)}
          checkoutHref={CHECKOUT_PATH}
          continueHref={continueHref}
          notice={view.lines.length > 0 && cart.segments.length === 0 ? labels.totalsPending : undefined}
        />
      </Drawer>
    </>
  );
}
