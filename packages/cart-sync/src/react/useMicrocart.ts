import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useCartSync } from './useCartSync';

/**
 * The mini-cart panel flag (SPEC §3 `isMicrocartOpen`): open, close or toggle it.
 * @example
 * const { isOpen, toggle } = useMicrocart();
 */
export function useMicrocart(): { isOpen: boolean; open(): void; close(): void; toggle(): void } {
  const { atoms } = useCartSync();
  const isOpen = useAtomValue(atoms.isMicrocartOpen);
  const dispatch = useSetAtom(atoms.dispatch);
  const actions = useMemo(
    () => ({
      open: () => dispatch({ type: 'microcart', open: true }),
      close: () => dispatch({ type: 'microcart', open: false }),
      toggle: () => dispatch({ type: 'microcart' }),
    }),
    [dispatch],
  );
  return { isOpen, ...actions };
}
