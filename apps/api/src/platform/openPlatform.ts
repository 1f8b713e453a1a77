import type { CommerceContext } from '../commerce/CommerceContext';
import { createEmbeddedPlatform } from './embedded/createEmbeddedPlatform';
import type { Platform, PlatformDriverName } from './Platform';

/**
 * The platform driver named by the configuration (`PLATFORM`, validated by `loadServerConfig`). Only the embedded
 * driver exists today; a new driver adds its name to `PLATFORM_DRIVERS` and a case here.
 * @example
 * const platform = openPlatform('embedded', context);
 */
export function openPlatform(driver: PlatformDriverName, context: CommerceContext): Platform {
  switch (driver) {
    case 'embedded':
      return createEmbeddedPlatform(context);
    default:
      throw new Error(`Unknown platform driver "${driver satisfies never}".`);
  }
}
