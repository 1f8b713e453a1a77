import { type ReactNode, type RefObject, useId } from 'react';
import { IconButton } from '../actions/IconButton';
import styles from './Drawer.module.css';
import { useModalDialog } from './useModalDialog';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** Sticky bottom area (totals, checkout button). */
  footer?: ReactNode;
  /** Edge it slides from; `right` panels are 700 px wide on desktop (SPEC §9 cart sidebar). */
  side?: 'left' | 'right';
  /** Hides the visible heading (it stays the accessible name). */
  hideTitle?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Stable id of the panel, for `aria-controls` on its toggle. */
  id?: string;
}

/**
 * A side panel over the page (mini-cart, mobile menu, filters): a modal dialog sliding from an edge,
 * with the same focus trap, Escape, scroll lock and focus return as `Modal`.
 *
 * @example
 * <Drawer open={cartOpen} onClose={closeCart} title="Mon panier" closeLabel="Fermer le panier" side="right">…</Drawer>
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  side = 'right',
  hideTitle = false,
  initialFocus,
  id,
}: DrawerProps) {
  const titleId = useId();
  const dialog = useModalDialog(open, onClose, initialFocus);
  return (
    <dialog
      ref={dialog.ref}
      id={id}
      className={[styles.drawer, styles[side]].join(' ')}
      aria-labelledby={titleId}
      onCancel={dialog.onCancel}
      onKeyDown={dialog.onKeyDown}
      onClick={dialog.onClick}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={hideTitle ? styles.hiddenTitle : styles.title}>
              {title}
            </h2>
            <IconButton icon="close" label={closeLabel} onClick={onClose} />
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
