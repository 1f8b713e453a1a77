import { type ReactNode, useEffect } from 'react';
import type { AccountSession } from '../session/createAccountSession';
import { AccountSessionContext } from './AccountSessionContext';

/** Props of {@link AccountSessionProvider}. */
export interface AccountSessionProviderProps {
  readonly session: AccountSession;
  /**
   * Restore the stored session once mounted (default true; `session.restore()` runs once per session however
   * often the provider mounts). `false` leaves it to the caller.
   */
  readonly restore?: boolean;
  /** Told when restoring fails (a session listener threw); defaults to `console.error`, never an unhandled rejection. */
  readonly onRestoreError?: (error: unknown) => void;
  readonly children?: ReactNode;
}

/**
 * Makes a session available to {@link useAccountSession} and restores it once mounted in the browser (SPEC §4
 * "Session": the cached user and token are loaded at start). The server renders the `restoring` state.
 * @example
 * <AccountSessionProvider session={session}>
 *   <Header />
 * </AccountSessionProvider>
 */
export function AccountSessionProvider({
  session,
  restore = true,
  onRestoreError = console.error,
  children,
}: AccountSessionProviderProps) {
  useEffect(() => {
    if (restore) session.restore().catch(onRestoreError);
  }, [session, restore, onRestoreError]);
  return <AccountSessionContext.Provider value={session}>{children}</AccountSessionContext.Provider>;
}
