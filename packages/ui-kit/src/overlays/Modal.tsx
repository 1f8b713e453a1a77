import { type ReactNode, type RefObject, useId } from 'react';
import { IconButton } from '../actions/IconButton';
import styles from './Modal.module.css';
import { useModalDialog } from './useModalDialog';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Asked on Escape, on the close button and on a backdrop click; the parent closes the modal. */
  onClose: () => void;
  /** Heading and accessible name of the dialog. */
  title: ReactNode;
  /** Accessible name of the close button, e.g. "Fermer". */
  closeLabel: string;
  children: ReactNode;
  /** Buttons at the bottom (e.g. Annuler / Valider). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element focused on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog (SPEC §2 modals: login, newsletter, size guide, …): native `<dialog>`, focus trapped
 * inside, Escape closes, focus returns to the opener.
 *
 * @example
 * <Modal open={open} onClose={() => setOpen(false)} title="Guide des tailles" closeLabel="Fermer">…</Modal>
 */
export function Modal({ open, onClose, title, closeLabel, children, footer, size = 'md', initialFocus }: ModalProps) {
  const titleId = useId();
  const dialog = useModalDialog(open, onClose, initialFocus);
  return (
    <dialog
      ref={dialog.ref}
      className={[styles.modal, styles[size]].join(' ')}
      aria-labelledby={titleId}
      onCancel={dialog.onCancel}
      onKeyDown={dialog.onKeyDown}
      onClick={dialog.onClick}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
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
