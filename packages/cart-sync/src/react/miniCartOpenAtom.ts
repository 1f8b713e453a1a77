import { atom } from 'jotai';

/**
 * Whether the mini-cart panel is open (SPEC §3 "UI state flags": microcart): the one flag of the panel, in the
 * app's jotai store. A UI flag, not cart data: it is not stored with the cart and changes without the engine.
 * @example
 * const setMiniCartOpen = useSetAtom(miniCartOpenAtom);
 * setMiniCartOpen(true); // after an add
 */
export const miniCartOpenAtom = atom(false);
