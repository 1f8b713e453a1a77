import { useSyncExternalStore } from 'react';
import type { Newsletter } from '../newsletter/createNewsletter';
import { type NewsletterState, unknownNewsletter } from '../newsletter/NewsletterState';

const serverSnapshot = (): NewsletterState => unknownNewsletter;

/**
 * The newsletter state, re-rendering on every change (`useSyncExternalStore`); `unknown` on the server and while
 * hydrating. Loading it is the caller's move (`newsletter.load()` when the section shows).
 * @example
 * const { status } = useNewsletter(newsletter);
 * return <Switch checked={status === 'subscribed'} onChange={(on) => (on ? newsletter.subscribeEmail() : newsletter.unsubscribe())} />;
 */
export function useNewsletter(newsletter: Newsletter): NewsletterState {
  return useSyncExternalStore(newsletter.subscribe, newsletter.getState, serverSnapshot);
}
