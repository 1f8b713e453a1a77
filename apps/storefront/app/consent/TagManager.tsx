import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { browserApi } from '../api/browserApi';
import { tagManagerAllowed } from './consentState';
import { consentStateAtom } from './consentStateAtom';
import { injectTagManager, removeTagManager } from './tagManagerDom';

const blockContent = (identifier: string) =>
  browserApi()
    .then((client) => client.cms.block(identifier))
    .then((block) => (block.active === false ? '' : block.content))
    .catch(() => '');

/**
 * The tag manager (CMS blocks `tag-manager-head` and `tag-manager-body`): fetched and added only once the shopper
 * accepted audience measurement in the cookie notice, removed when the choice is withdrawn. Draws nothing itself.
 */
export function TagManager() {
  const consent = useAtomValue(consentStateAtom);
  const allowed = tagManagerAllowed(consent);
  useEffect(() => {
    if (!allowed) {
      removeTagManager(document);
      return;
    }
    let current = true;
    void Promise.all([blockContent('tag-manager-head'), blockContent('tag-manager-body')]).then(([head, body]) => {
      if (current && (head || body)) injectTagManager(document, { head, body });
    });
    return () => {
      current = false;
    };
  }, [allowed]);
  return null;
}
