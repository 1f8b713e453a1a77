import { atom } from 'jotai';

/** The search panel's text, kept while the panel is closed and reopened. */
export const searchTextAtom = atom('');
