import { atom } from 'jotai';

/**
 * Whether the cookie notice is on screen: `null` until the notice has decided (after hydration), then `true` or
 * `false`. Other overlays that open by themselves (the promotions modal) wait for `false`, so a first visit never
 * stacks a modal over the notice.
 */
export const cookieNoticeOpenAtom = atom<boolean | null>(null);
