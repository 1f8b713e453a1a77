import type { CommerceSettings } from '../commerce/CommerceSettings';
import { createCommerceContext } from '../commerce/createCommerceContext';
import type { MagentoConfig } from '../config/loadMagentoConfig';
import type { OpenDatabase } from '../db/openDatabase';
import { createEmbeddedPlatform } from './embedded/createEmbeddedPlatform';
import type { MagentoClientOptions } from './magento2/createMagentoClient';
import { createMagentoPlatform } from './magento2/createMagentoPlatform';
import type { Platform, PlatformDriverName } from './Platform';

/**
 * What a platform driver is opened with: the shop's database (the embedded platform's, and what the Magento driver
 * keeps on the shop's side), the commerce settings, and for `magento2` how to reach Magento (`MAGENTO_*`).
 */
export interface PlatformSources {
  readonly database: OpenDatabase;
  readonly settings: CommerceSettings;
  readonly magento?: MagentoConfig | undefined;
  /** The Magento client's fetch, wait and log (tests); the global `fetch` otherwise. */
  readonly magentoClient?: MagentoClientOptions;
}

/**
 * The platform driver named by the configuration (`PLATFORM`, validated by `loadServerConfig`): `embedded` or
 * `magento2`; a new driver adds its name to `PLATFORM_DRIVERS` and a case here.
 * @example
 * const platform = openPlatform('embedded', { database, settings: createCommerceSettings() });
 */
export function openPlatform(
  driver: PlatformDriverName,
  { database, settings, magento, magentoClient }: PlatformSources,
): Platform {
  switch (driver) {
    case 'embedded':
      return createEmbeddedPlatform(createCommerceContext(database, settings));
    case 'magento2':
      if (magento === undefined) {
        throw new Error(
          'PLATFORM=magento2 needs MAGENTO_BASE_URL and MAGENTO_ACCESS_TOKEN (see apps/api README "Backends").',
        );
      }
      return createMagentoPlatform(createCommerceContext(database, settings), magento, magentoClient);
    default:
      throw new Error(`Unknown platform driver "${driver satisfies never}".`);
  }
}
