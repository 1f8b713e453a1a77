import type { AccountSession } from '@citerne/account';
import type { UserProfile } from '@citerne/core-api/contract';

/** What every section of My Account is given: the session's methods and the current profile. */
export interface AccountSectionProps {
  readonly session: AccountSession;
  readonly profile: UserProfile;
}
