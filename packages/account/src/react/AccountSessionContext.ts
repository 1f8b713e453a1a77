import { createContext } from 'react';
import type { AccountSession } from '../session/createAccountSession';

/** The context of `AccountSessionProvider` (null outside it). */
export const AccountSessionContext = createContext<AccountSession | null>(null);
