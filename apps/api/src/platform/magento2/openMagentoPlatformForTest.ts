import { createCommerceSettings } from '../../commerce/createCommerceSettings';
import { openCommerceTestDatabase } from '../../commerce/testing/openCommerceTestDatabase';
import type { MagentoConfig } from '../../config/loadMagentoConfig';
import type { OpenDatabase } from '../../db/openDatabase';
import { openPlatform } from '../openPlatform';
import type { PlatformUnderTest } from '../platformContract';
import { type MagentoExchange, type RecordedMagento, startRecordedMagento } from './startRecordedMagento';

/** The integration token the recorded Magento expects (a test value: it never reaches an error or a log). */
export const TEST_ADMIN_TOKEN = 'integration-token-0123456789abcdef';

/** The shop secret of the test store (the withdrawal links are signed with a key derived from it). */
export const TEST_COMMERCE_SECRET = 'contract-secret-contract-secret-012345';

/**
 * The Magento driver over a recorded Magento (`startRecordedMagento`) answering `exchanges`, on a fresh seeded PGlite
 * store for the parts that stay the shop's (`database`, to read what the driver kept there); `log` collects what the
 * driver tells the server's log.
 * @example
 * const { subject, magento } = await openMagentoPlatformForTest(recordings);
 */
export async function openMagentoPlatformForTest(
  exchanges: readonly MagentoExchange[],
  overrides: Partial<MagentoConfig> = {},
): Promise<{ subject: PlatformUnderTest; magento: RecordedMagento; database: OpenDatabase; log: string[] }> {
  const magento = await startRecordedMagento(exchanges, { adminToken: TEST_ADMIN_TOKEN, storeCode: 'default' });
  const database = await openCommerceTestDatabase('pglite');
  const settings = createCommerceSettings({
    secret: TEST_COMMERCE_SECRET,
    environment: 'test',
    passwordHashCost: 2 ** 10,
  });
  const log: string[] = [];
  const config: MagentoConfig = {
    baseUrl: magento.baseUrl,
    accessToken: TEST_ADMIN_TOKEN,
    storeCode: 'default',
    timeoutMs: 5_000,
    readRetries: 2,
    customerTokenHours: 1,
    ...overrides,
  };
  const platform = openPlatform('magento2', {
    database,
    settings,
    magento: config,
    magentoClient: { sleep: async () => {}, log: (line) => log.push(line) },
  });
  return {
    subject: {
      platform,
      fixtures: {
        simpleSku: 'T-VALVE',
        simpleProductId: 990_200,
        storeContent: { storeCode: 'fr', kind: 'banners' },
        shopAddress: settings.mail.shopAddress,
        cardMethod: 'systempay',
      },
      close: async () => {
        await database.close();
        await magento.close();
      },
    },
    magento,
    database,
    log,
  };
}
