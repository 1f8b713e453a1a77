import type { ConsentState } from './consentState';

/**
 * A refusal is never lost: the cookie is written at once when the shopper answers, the stored claim a moment later
 * (its module loads first), so a page reloaded in between read an older claim that accepted the audience measurement
 * and loaded the tag manager against the shopper's last answer (seen in e2e/consent.spec.ts). When the cookie says
 * refused, every category but the essential ones is off, whatever the claim says; an acceptance the claim missed is
 * only asked again, which costs the shopper nothing.
 *
 * @example
 * honourCookieRefusal({ answered: true, choice: { necessary: true, analytics: true } }, true);
 * // { answered: true, choice: { necessary: true, analytics: false } }
 */
export function honourCookieRefusal(state: ConsentState, cookieRefused: boolean): ConsentState {
  if (!cookieRefused || !state.answered) return state;
  const choice = Object.fromEntries(Object.keys(state.choice).map((id) => [id, id === 'necessary']));
  return Object.entries(choice).every(([id, on]) => state.choice[id] === on) ? state : { answered: true, choice };
}
