import { describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { testAuthorization, testEngineConfig } from './elasticsearch/openEngineSearchForTest';
import { openRecordings } from './elasticsearch/recordings/openRecordings';
import { search, searchAnswer } from './elasticsearch/recordings/recordedShapes';
import { startRecordedEngine } from './elasticsearch/startRecordedEngine';
import { openSearchBackend } from './openSearchBackend';

describe('the search backend named by the configuration', () => {
  it('opens the Elasticsearch driver with the catalogue, so it asks when the next special price starts or ends', async () => {
    const earliest = search(
      'citerne_product',
      { size: 0, aggs: { next_price_change: { min: { field: 'next_price_change' } } } },
      searchAnswer([], 0, { next_price_change: { value: null } }),
    );
    const cluster = await startRecordedEngine('elasticsearch', [...openRecordings, earliest], {
      authorization: testAuthorization.elasticsearch,
    });
    // The catalogue is read only when products are priced again: none is due here.
    const database = {} as OpenDatabase;
    const backend = await openSearchBackend('elasticsearch', database, {
      engine: testEngineConfig('elasticsearch', cluster.url),
      log: () => {},
    });
    try {
      expect(backend.driver).toBe('elasticsearch');
      expect(cluster.unexpected).toEqual([]);
      expect(cluster.pending()).toEqual([]);
    } finally {
      backend.close();
      await cluster.close();
    }
  });
});
