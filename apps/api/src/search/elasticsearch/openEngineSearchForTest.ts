import type { SearchEngineConfig } from '../../config/loadSearchEngineConfig';
import type { StockRecord } from '../CatalogDocuments';
import type { SearchBackendUnderTest } from '../searchBackendContract';
import { EngineSearchBackend } from './EngineSearchBackend';
import { elasticsearchEngine } from './elasticsearchEngine';
import { opensearchEngine } from './opensearchEngine';
import type { EngineExchange, RecordedEngine } from './startRecordedEngine';
import { startRecordedEngine } from './startRecordedEngine';

/** Test credentials the recorded clusters expect (never a real secret; never in a log line). */
export const TEST_API_KEY = 'dGVzdC1rZXktaWQ6dGVzdC1rZXktc2VjcmV0';
export const TEST_PASSWORD = 'recorded-cluster-password';

/** The `Authorization` each driver's client sends with the test credentials. */
export const testAuthorization = {
  elasticsearch: `ApiKey ${TEST_API_KEY}`,
  opensearch: `Basic ${Buffer.from(`citerne:${TEST_PASSWORD}`).toString('base64')}`,
} as const;

/** The test configuration of a driver over a recorded cluster: an API key for Elasticsearch, a user for OpenSearch. */
export function testEngineConfig(driver: 'elasticsearch' | 'opensearch', url: string): SearchEngineConfig {
  return {
    driver,
    url,
    auth:
      driver === 'elasticsearch'
        ? { kind: 'apiKey', apiKey: TEST_API_KEY }
        : { kind: 'basic', username: 'citerne', password: TEST_PASSWORD },
    indexPrefix: 'citerne',
  };
}

/**
 * The Elasticsearch or OpenSearch driver over a recorded cluster (`startRecordedEngine`) answering `exchanges`, its
 * stock read from an in-memory stock the test sets (what the platform's stock table is to the other drivers).
 * @example
 * const { subject, cluster } = await openEngineSearchForTest('elasticsearch', recordings);
 */
export async function openEngineSearchForTest(
  driver: 'elasticsearch' | 'opensearch',
  exchanges: readonly EngineExchange[],
): Promise<{ subject: SearchBackendUnderTest; cluster: RecordedEngine; log: string[] }> {
  const cluster = await startRecordedEngine(driver, exchanges, { authorization: testAuthorization[driver] });
  const config = testEngineConfig(driver, cluster.url);
  const stock = new Map<string, StockRecord>();
  const log: string[] = [];
  const backend = await EngineSearchBackend.open(
    driver === 'elasticsearch' ? elasticsearchEngine(config) : opensearchEngine(config),
    {
      indexPrefix: 'citerne',
      aliasPollMs: 0,
      log: (line) => log.push(line),
      stock: async (skus) => (skus ?? [...stock.keys()]).flatMap((sku) => stock.get(sku) ?? []),
    },
  );
  return {
    subject: {
      backend,
      fixtures: {
        product: { sku: 'VA-PVC-40', text: 'vanne', urlPath: '/accessoires/vannes/vanne-1-4-de-tour-pvc-dn40' },
        cmsPageIdentifier: 'conditions-generales-de-vente',
      },
      async setStock(sku, qty) {
        stock.set(sku, { sku, qty, is_in_stock: qty > 0 });
      },
      close: () => cluster.close(),
    },
    cluster,
    log,
  };
}
