import { afterAll, describe, expect, it } from 'vitest';
import { searchBackendContract } from '../searchBackendContract';
import { openEngineSearchForTest, TEST_API_KEY, TEST_PASSWORD } from './openEngineSearchForTest';
import { lookupRecordings } from './recordings/lookupRecordings';
import { openRecordings } from './recordings/openRecordings';
import { refreshSearch, searchRecordings } from './recordings/searchRecordings';
import { stockRecordings } from './recordings/stockRecordings';
import type { RecordedEngine } from './startRecordedEngine';

// Neither Elasticsearch nor OpenSearch runs on these machines: each driver passes the contract against a local
// server answering the recorded calls (`recordings/`, each citing the documentation page it follows), the request
// compared exactly. Every contract case is served by a recording.
const recordings = [
  ...openRecordings,
  ...searchRecordings,
  ...lookupRecordings,
  ...stockRecordings,
  refreshSearch(),
  ...openRecordings,
  refreshSearch(),
];

for (const driver of ['elasticsearch', 'opensearch'] as const) {
  let cluster: RecordedEngine | undefined;
  let log: string[] = [];
  searchBackendContract(
    `${driver} over recorded ${driver === 'elasticsearch' ? 'Elasticsearch 8.15' : 'OpenSearch 2.19'} answers`,
    async () => {
      const opened = await openEngineSearchForTest(driver, recordings);
      cluster = opened.cluster;
      log = opened.log;
      return opened.subject;
    },
  );

  describe(`the recorded ${driver} of the contract`, () => {
    afterAll(() => {
      cluster = undefined;
    });
    it('was asked every recorded call and nothing else, and no log line carries a credential', () => {
      expect(cluster?.unexpected).toEqual([]);
      expect(cluster?.pending().map((exchange) => `${exchange.request.method} ${exchange.request.path}`)).toEqual([]);
      expect(log.join('\n')).not.toContain(TEST_API_KEY);
      expect(log.join('\n')).not.toContain(TEST_PASSWORD);
    });
  });
}
