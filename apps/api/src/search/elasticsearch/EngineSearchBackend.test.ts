import { parseSearchQuery } from '@citerne/catalog-search';
import { describe, expect, it } from 'vitest';
import { openEngineSearchForTest } from './openEngineSearchForTest';
import { openRecordings, suggestFieldMapping } from './recordings/openRecordings';
import { corrections, MISTYPED, suggestRecordings, unsuggestedRecordings } from './recordings/suggestRecordings';

const query = (text: string) => {
  const parsed = parseSearchQuery({ text, size: 24 });
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.query;
};

for (const driver of ['elasticsearch', 'opensearch'] as const) {
  describe(`the ${driver} search backend over recorded answers`, () => {
    it('a text that finds nothing answers the engine\'s "did you mean" corrections, best first', async () => {
      const { subject, cluster } = await openEngineSearchForTest(driver, [...openRecordings, ...suggestRecordings]);
      try {
        const result = await subject.backend.search(query(MISTYPED));
        expect(result.total).toBe(0);
        expect(result.suggestions).toEqual({ text: corrections });
        expect(cluster.unexpected).toEqual([]);
        expect(cluster.pending()).toEqual([]);
      } finally {
        subject.backend.close();
        await subject.close();
      }
    });

    it('on indices built before the suggestions subfield, asks no suggester (the engine would refuse it) and says so', async () => {
      const opened = [
        ...openRecordings.filter((exchange) => !exchange.request.path.includes('/_mapping/')),
        suggestFieldMapping(false),
      ];
      const { subject, cluster, log } = await openEngineSearchForTest(driver, [...opened, ...unsuggestedRecordings]);
      try {
        const result = await subject.backend.search(query(MISTYPED));
        expect(result).toMatchObject({ total: 0, suggestions: {} });
        expect(log).toEqual([expect.stringContaining('no "did you mean" until index:search builds the indices again')]);
        expect(cluster.unexpected).toEqual([]);
        expect(cluster.pending()).toEqual([]);
      } finally {
        subject.backend.close();
        await subject.close();
      }
    });
  });
}
