import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { tagManagerAllowed } from './consentState';
import { consentStateAtom } from './consentStateAtom';

/**
 * The tag manager (CMS blocks `tag-manager-head` and `tag-manager-body`): fetched and added only once the shopper
 * accepted audience measurement in the cookie notice, removed when the choice is withdrawn. Draws nothing itself;
 * its code loads on demand, out of every page's first load.
 */
export function TagManager() {
  const consent = useAtomValue(consentStateAtom);
  const allowed = tagManagerAllowed(consent);
  useEffect(() => {
    if (!allowed) {
      if (document.querySelector('[data-tag-manager]')) {
        void import('./tagManagerDom').then(({ removeTagManager }) => removeTagManager(document));
      }
      return;
    }
    let current = true;
    void import('./loadTagManager').then(({ loadTagManager }) => loadTagManager(() => current));
    return () => {
      current = false;
    };
  }, [allowed]);
  return null;
}
