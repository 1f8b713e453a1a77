import type { SearchBackend } from '../search/SearchBackend';

/** What a verified user token tells the catalogue: the customer group whose prices apply (SPEC §6). */
export interface VerifiedUser {
  readonly groupId: number;
}

/**
 * What the catalogue endpoints need besides the database: the search backend, given by the caller (`startPlatform`
 * opens the configured one; tests and the benchmark pass theirs). The rest is optional; the token verifier is the
 * platform's unless one is given.
 */
export interface CatalogDependencies {
  /**
   * The search backend the catalogue reads: opened (`openSearchBackend` at start), or a function opening it on first
   * use (the tests: `() => searchBackendFor(database)`, so an API whose catalogue is never read builds no index).
   */
  readonly search: SearchBackend | Promise<SearchBackend> | (() => Promise<SearchBackend>);
  /** Folder of the resized image cache; default: none (images are resized on every request). */
  readonly imageCacheDir?: string;
  /** Folder of the source images; default `apps/api/seed/images`. */
  readonly imageSourceDir?: string;
  /** Admin token the slide-photo call must carry (SPEC §6); without one the call answers 503. */
  readonly slidePhotoToken?: string;
  /**
   * Verifies a user token and gives the user's customer group. `null` for an invalid token. Default: the platform's
   * (`CustomerPlatform.priceGroup`, set by the routing root).
   */
  readonly verifyUserToken?: (token: string) => Promise<VerifiedUser | null>;
}
