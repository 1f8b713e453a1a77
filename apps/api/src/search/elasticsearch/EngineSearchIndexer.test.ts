import { defaultCatalogSearchConfig } from '@citerne/catalog-search';
import { describe, expect, it } from 'vitest';
import { EngineSearchIndexer } from './EngineSearchIndexer';
import { elasticsearchEngine } from './elasticsearchEngine';
import { testAuthorization, testEngineConfig } from './openEngineSearchForTest';
import { opensearchEngine } from './opensearchEngine';
import { indexerCatalog } from './recordings/indexerCatalog';
import {
  BUILD_NOW,
  buildRecordings,
  failedBuildRecordings,
  incrementalRecordings,
} from './recordings/indexerRecordings';
import { type EngineExchange, startRecordedEngine } from './startRecordedEngine';

async function withIndexer(
  driver: 'elasticsearch' | 'opensearch',
  exchanges: readonly EngineExchange[],
  run: (indexer: EngineSearchIndexer) => Promise<void>,
) {
  const cluster = await startRecordedEngine(driver, exchanges, { authorization: testAuthorization[driver] });
  const config = testEngineConfig(driver, cluster.url);
  const engine = driver === 'elasticsearch' ? elasticsearchEngine(config) : opensearchEngine(config);
  const log: string[] = [];
  try {
    await run(
      new EngineSearchIndexer(engine, indexerCatalog, {
        indexPrefix: 'citerne',
        config: defaultCatalogSearchConfig,
        now: () => BUILD_NOW,
        log: (line) => log.push(line),
      }),
    );
    return { unexpected: cluster.unexpected, pending: cluster.pending(), log };
  } finally {
    await engine.close();
    await cluster.close();
  }
}

for (const driver of ['elasticsearch', 'opensearch'] as const) {
  describe(`the search indexer on recorded ${driver}`, () => {
    it('builds a new version of every index with exact bulk bodies, then moves every alias onto it and deletes the previous versions in one _aliases call', async () => {
      const outcome = await withIndexer(driver, buildRecordings, async (indexer) => {
        const summary = await indexer.buildAll();
        expect(summary.product).toEqual({ index: 'citerne_product_20250502100000000', documents: 3 });
        expect(summary.review.documents).toBe(0);
      });
      expect(outcome.unexpected).toEqual([]);
      expect(outcome.pending).toEqual([]);
      expect(outcome.log).toEqual([
        expect.stringContaining('Search indices built: citerne_product_20250502100000000 (3)'),
      ]);
    });

    it('a refused document fails the build: the new index is deleted and the live aliases are left as they were', async () => {
      const outcome = await withIndexer(driver, failedBuildRecordings, async (indexer) => {
        await expect(indexer.buildAll()).rejects.toThrow(
          'refused 1 documents (first: CS-EP-1 document_parsing_exception)',
        );
      });
      expect(outcome.unexpected).toEqual([]);
      expect(outcome.pending).toEqual([]);
    });

    it('indexes a changed child with its configurable parent into the live alias, then the categories counted again', async () => {
      const outcome = await withIndexer(driver, incrementalRecordings, async (indexer) => {
        expect(await indexer.indexProducts(['CS-EP-1-VERT'])).toEqual({ indexed: 2, removed: 0 });
      });
      expect(outcome.unexpected).toEqual([]);
      expect(outcome.pending).toEqual([]);
    });
  });
}
