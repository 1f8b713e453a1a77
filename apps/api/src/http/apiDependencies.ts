import type { OutputCacheSettings } from '../cache/mountOutputCache';
import type { CatalogDependencies } from '../catalog/CatalogDependencies';
import type { CommerceSettings } from '../commerce/CommerceSettings';
import type { MagentoConfig } from '../config/loadMagentoConfig';
import type { OpenDatabase } from '../db/openDatabase';
import type { PlatformDriverName } from '../platform/Platform';

/** What the API is built from (kept apart from createApi so route modules can name it without a cycle). */
export interface ApiDependencies {
  database: OpenDatabase;
  version?: string;
  /** The platform driver (`PLATFORM`); default `embedded`. */
  platform?: PlatformDriverName;
  /** How to reach Magento when `platform` is `magento2` (`MAGENTO_*`). */
  magento?: MagentoConfig | undefined;
  /** Commerce platform settings (secrets, URLs, shipping, payment, mail); defaults when absent. */
  commerce?: CommerceSettings;
  /** Catalogue read path: the search backend (required), image cache, slide-photo token, user token verifier. */
  catalog: CatalogDependencies;
  /** Where the CSP report endpoint logs each violation (one line each); the console when absent. */
  cspReportLog?: (line: string) => void;
  /**
   * The output cache of the catalogue reads and the secret of `POST /api/invalidate` (issue 23); off when absent
   * (SPEC §9 "Output cache … disabled"; `startPlatform` opens it when `REDIS_URL` is set).
   */
  outputCache?: OutputCacheSettings | undefined;
}
