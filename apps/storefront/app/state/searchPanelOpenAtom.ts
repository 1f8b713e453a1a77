import { atom } from 'jotai';

/** Whether the search panel is open (SPEC §3 "UI state flags": searchpanel). */
export const searchPanelOpenAtom = atom(false);
