import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { closeModal, type ModalName, type OpenModal, openModal } from './modalStack';

/** The open modals, oldest first (SPEC §2 modal host). */
export const modalsAtom = atom<readonly OpenModal[]>([]);

/**
 * Opens and closes modals by name from anywhere in the page.
 *
 * @example
 * const modals = useModals();
 * modals.open('size-guide', { sku });
 */
export function useModals() {
  const set = useSetAtom(modalsAtom);
  return useMemo(
    () => ({
      open: (name: ModalName, payload?: unknown) => set((stack) => openModal(stack, name, payload)),
      close: (name: ModalName) => set((stack) => closeModal(stack, name)),
    }),
    [set],
  );
}
