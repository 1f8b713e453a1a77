import type { UserProfile } from '@citerne/core-api/contract';

/** The session as kept in storage, every part validated. */
export interface StoredSession {
  readonly token: string | null;
  readonly refreshToken: string | null;
  readonly profile: UserProfile | null;
}
