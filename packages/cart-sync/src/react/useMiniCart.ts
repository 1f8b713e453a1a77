import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { miniCartOpenAtom } from './miniCartOpenAtom';

/** What {@link useMiniCart} gives: whether the mini-cart panel is open, and the ways to change it. */
export interface UseMiniCartResult {
  readonly isOpen: boolean;
  open(): void;
  close(): void;
  toggle(): void;
}

/**
 * The mini-cart panel's open flag ({@link miniCartOpenAtom}, SPEC §3 "UI state flags": microcart): open, close or
 * toggle it — from the header's cart button, after an add, after a reorder. It needs no cart engine, so the panel
 * opens before a lazily loaded engine is there.
 * @example
 * const { isOpen, toggle } = useMiniCart();
 */
export function useMiniCart(): UseMiniCartResult {
  const [isOpen, setOpen] = useAtom(miniCartOpenAtom);
  const actions = useMemo(
    () => ({
      open: () => setOpen(true),
      close: () => setOpen(false),
      toggle: () => setOpen((open) => !open),
    }),
    [setOpen],
  );
  return { isOpen, ...actions };
}
