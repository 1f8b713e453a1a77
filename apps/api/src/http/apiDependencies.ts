import type { CatalogDependencies } from '../catalog/CatalogDependencies';
import type { CommerceSettings } from '../commerce/CommerceSettings';
import type { OpenDatabase } from '../db/openDatabase';

/** What the API is built from (kept apart from createApi so route modules can name it without a cycle). */
export interface ApiDependencies {
  database: OpenDatabase;
  version?: string;
  /** Commerce platform settings (secrets, URLs, shipping, payment, mail); defaults when absent. */
  commerce?: CommerceSettings;
  /** Catalogue read path: search backend, image cache, slide-photo token, user token verifier; defaults when absent. */
  catalog?: CatalogDependencies;
}
