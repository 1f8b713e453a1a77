import { atom } from 'jotai';

/** Whether the mini-cart panel is open (SPEC §3 "UI state flags": microcart). */
export const miniCartOpenAtom = atom(false);
