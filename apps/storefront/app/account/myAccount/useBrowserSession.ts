import type { AccountSession } from '@citerne/account';
import { useEffect, useState } from 'react';
import { browserSession } from '../../api/browserApi';

/**
 * The shopper's session object (its methods: update the profile, change the password, log out…), once its chunk
 * has loaded; `null` before. The pages read its state from `sessionStateAtom`.
 */
export function useBrowserSession(): AccountSession | null {
  const [session, setSession] = useState<AccountSession | null>(null);
  useEffect(() => {
    let live = true;
    void browserSession().then((loaded) => {
      if (live) setSession(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return session;
}
