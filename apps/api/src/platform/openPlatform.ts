import type { CommerceSettings } from '../commerce/CommerceSettings';
import { createCommerceContext } from '../commerce/createCommerceContext';
import type { OpenDatabase } from '../db/openDatabase';
import { createEmbeddedPlatform } from './embedded/createEmbeddedPlatform';
import type { Platform, PlatformDriverName } from './Platform';

/** What a platform driver is opened with: the database of the embedded platform, and the commerce settings. */
export interface PlatformSources {
  readonly database: OpenDatabase;
  readonly settings: CommerceSettings;
}

/**
 * The platform driver named by the configuration (`PLATFORM`, validated by `loadServerConfig`). Only the embedded
 * driver exists today; a new driver adds its name to `PLATFORM_DRIVERS` and a case here.
 * @example
 * const platform = openPlatform('embedded', { database, settings: createCommerceSettings() });
 */
export function openPlatform(driver: PlatformDriverName, { database, settings }: PlatformSources): Platform {
  switch (driver) {
    case 'embedded':
      return createEmbeddedPlatform(createCommerceContext(database, settings));
    default:
      throw new Error(`Unknown platform driver "${driver satisfies never}".`);
  }
}
