import { atom } from 'jotai';
import type { ConsentState } from './consentState';

/**
 * The shopper's cookie answer once read from the claim (after hydration) or just given: the tag manager follows it.
 * Unanswered until then, so nothing non-essential loads before an answer.
 */
export const consentStateAtom = atom<ConsentState>({ answered: false });
