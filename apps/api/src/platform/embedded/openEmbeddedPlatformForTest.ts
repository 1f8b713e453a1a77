import { createCommerceSettings } from '../../commerce/createCommerceSettings';
import { openCommerceTestDatabase } from '../../commerce/testing/openCommerceTestDatabase';
import { openPlatform } from '../openPlatform';
import type { PlatformUnderTest } from '../platformContract';

/**
 * The embedded platform on a fresh seeded store (the catalogue seed and the commerce fixtures): PGlite, or a
 * throw-away schema on the PostgreSQL of `TEST_DATABASE_URL`.
 * @example
 * platformContract('embedded on PGlite', () => openEmbeddedPlatformForTest('pglite'));
 */
export async function openEmbeddedPlatformForTest(kind: 'pglite' | 'postgres'): Promise<PlatformUnderTest> {
  const database = await openCommerceTestDatabase(kind);
  const settings = createCommerceSettings({
    secret: 'contract-secret-contract-secret-012345',
    environment: 'test',
    passwordHashCost: 2 ** 10,
  });
  return {
    platform: openPlatform('embedded', { database, settings }),
    fixtures: {
      simpleSku: 'T-VALVE',
      simpleProductId: 990_200,
      storeContent: { storeCode: 'fr', kind: 'banners' },
      shopAddress: settings.mail.shopAddress,
      cardMethod: 'systempay',
    },
    close: () => database.close(),
  };
}
