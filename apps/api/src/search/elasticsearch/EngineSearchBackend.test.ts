import { parseSearchQuery } from '@citerne/catalog-search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineSearchBackend, type EngineSearchOptions } from './EngineSearchBackend';
import { elasticsearchEngine } from './elasticsearchEngine';
import { openEngineSearchForTest, testAuthorization, testEngineConfig } from './openEngineSearchForTest';
import { opensearchEngine } from './opensearchEngine';
import { BUILD_NOW } from './recordings/indexerRecordings';
import { openRecordings, suggestFieldMapping } from './recordings/openRecordings';
import {
  dayLaterRecordings,
  pricedCatalog,
  STARTS,
  scheduledRecordings,
  startedRecordings,
} from './recordings/priceRecordings';
import { corrections, MISTYPED, suggestRecordings, unsuggestedRecordings } from './recordings/suggestRecordings';
import { startRecordedEngine } from './startRecordedEngine';

const DAY = 86_400_000;

/** Waits, without moving the fake clock, until the recorded cluster has been asked all but `left` of its calls. */
async function untilAsked(cluster: { pending(): unknown[] }, left: number): Promise<void> {
  for (let turn = 0; turn < 100_000 && cluster.pending().length > left; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(cluster.pending()).toHaveLength(left);
}

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

    describe('special prices starting or ending', () => {
      afterEach(() => {
        vi.useRealTimers();
      });

      /**
       * A backend opened at BUILD_NOW on a recorded cluster that answers the opening, the schedule, the special price
       * starting and the check a day later; only the timers are fake (the client and the cluster talk over sockets).
       */
      async function openPriced(options: Partial<EngineSearchOptions>) {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        const later = dayLaterRecordings(STARTS + DAY);
        const cluster = await startRecordedEngine(
          driver,
          [...openRecordings, ...scheduledRecordings, ...startedRecordings, ...later],
          { authorization: testAuthorization[driver] },
        );
        const config = testEngineConfig(driver, cluster.url);
        const backend = await EngineSearchBackend.open(
          driver === 'elasticsearch' ? elasticsearchEngine(config) : opensearchEngine(config),
          { indexPrefix: 'citerne', aliasPollMs: 0, catalog: pricedCatalog, ...options },
        );
        return { cluster, backend, later };
      }

      it('prices the products due again from the catalogue when their special price starts, then waits for the next change (a day at most)', async () => {
        let clock = BUILD_NOW;
        const log: string[] = [];
        const { cluster, backend, later } = await openPriced({ now: () => clock, log: (line) => log.push(line) });
        try {
          const opened = backend.revision;
          expect(cluster.pending()).toHaveLength(startedRecordings.length + later.length);
          // A second before the special price starts, nothing is asked.
          clock = STARTS - 1_000;
          await vi.advanceTimersByTimeAsync(STARTS - 1_000 - BUILD_NOW);
          expect(cluster.pending()).toHaveLength(startedRecordings.length + later.length);
          clock = STARTS;
          await vi.advanceTimersByTimeAsync(1_000);
          await untilAsked(cluster, later.length);
          expect(backend.revision).not.toBe(opened);
          expect(log).toEqual([expect.stringContaining('1 products priced again')]);
          // The end is 8 days away: the engine is asked again a day later, and nothing is due then.
          const priced = backend.revision;
          clock = STARTS + DAY;
          await vi.advanceTimersByTimeAsync(DAY);
          await untilAsked(cluster, 0);
          expect(backend.revision).toBe(priced);
          expect(cluster.unexpected).toEqual([]);
        } finally {
          backend.close();
          await cluster.close();
        }
      });

      it('takes the products due in holding `exclusive` (shop processes sharing a database: one at a time)', async () => {
        let clock = BUILD_NOW;
        const held: Array<() => void> = [];
        const { cluster, backend, later } = await openPriced({
          now: () => clock,
          // Another process holds the lock until `held` is called.
          exclusive: async (work) => {
            await new Promise<void>((resolve) => held.push(resolve));
            return work();
          },
        });
        try {
          clock = STARTS;
          await vi.advanceTimersByTimeAsync(STARTS - BUILD_NOW);
          await vi.waitFor(() => expect(held).toHaveLength(1));
          // Waiting for the lock, the process has asked the cluster nothing: not even which products are due.
          expect(cluster.pending()).toHaveLength(startedRecordings.length + later.length);
          held[0]?.();
          await untilAsked(cluster, later.length);
          expect(cluster.unexpected).toEqual([]);
        } finally {
          backend.close();
          await cluster.close();
        }
      });
    });
  });
}
