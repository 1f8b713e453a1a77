import { type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent, useEffect, useRef } from 'react';
import { focusableElements } from './focusableElements';

/** What {@link useModalDialog} hands to the `<dialog>` it drives. */
export interface ModalDialogBindings {
  ref: RefObject<HTMLDialogElement | null>;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * Drives a native `<dialog>` as a modal: `showModal()` (the page behind becomes inert), page scroll
 * locked, focus moved in and kept in (Tab wraps), Escape and a backdrop click ask to close, and focus
 * returns to the element that opened it.
 */
export function useModalDialog(
  open: boolean,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): ModalDialogBindings {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const target = initialFocus?.current ?? focusableElements(dialog)[0] ?? dialog;
    target.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      root.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  return {
    ref,
    onCancel(event) {
      // Escape: the parent owns the open state, so the dialog only asks to close.
      event.preventDefault();
      onCloseRef.current();
    },
    onKeyDown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !ref.current) return;
      const focusables = focusableElements(ref.current);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    onClick(event) {
      // A click on the dialog box itself (not its panel) is a click on the backdrop.
      if (event.target === event.currentTarget) onCloseRef.current();
    },
  };
}
