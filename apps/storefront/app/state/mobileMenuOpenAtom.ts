import { atom } from 'jotai';

/** Whether the mobile accordion menu is open (SPEC §3 "UI state flags": mobile menu). */
export const mobileMenuOpenAtom = atom(false);
