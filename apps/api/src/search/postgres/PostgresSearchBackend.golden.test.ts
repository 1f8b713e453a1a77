import { parseSearchQuery, type SearchQueryInput } from '@citerne/catalog-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApprovedReviews } from '../../review/readApprovedReviews';
import { readStockRecords } from '../../stock/readStockRecords';
import { EmbeddedSearchBackend } from '../EmbeddedSearchBackend';
import type { SearchBackend } from '../SearchBackend';
import { goldenQueries } from './goldenQueries';
import { openPostgresSearchForTest } from './openPostgresSearchForTest';

/** How many results a shopper reads at a glance: the judged top. */
const TOP = 5;

interface Judged {
  readonly skus: readonly string[];
  /** Relevant results in the top (precision at 5 × 5). */
  readonly relevant: number;
  readonly firstRelevant: boolean;
}

async function judge(backend: SearchBackend, text: string, relevant: RegExp): Promise<Judged> {
  const parsed = parseSearchQuery({ text, scope: 'search', size: TOP });
  if (!parsed.success) throw new Error(parsed.message);
  const result = await backend.search(parsed.query);
  const skus = result.items.map((item) => String(item.sku));
  return {
    skus,
    relevant: skus.filter((sku) => relevant.test(sku)).length,
    firstRelevant: skus.length > 0 && relevant.test(skus[0] as string),
  };
}

const cell = (judged: Judged) =>
  `${judged.relevant}/${TOP} ${judged.firstRelevant ? '✓' : '✗'} ${judged.skus.slice(0, 3).join(' ')}`.padEnd(52);

if (!process.env.TEST_DATABASE_URL) {
  describe('search golden set: embedded vs PostgreSQL', () => {
    it.skip('SKIPPED: TEST_DATABASE_URL is not set, the PostgreSQL search driver needs a PostgreSQL server');
  });
} else {
  describe('search golden set: embedded vs PostgreSQL', () => {
    let subject: Awaited<ReturnType<typeof openPostgresSearchForTest>>;
    let embedded: EmbeddedSearchBackend;
    const rows: { text: string; embedded: Judged; postgres: Judged }[] = [];
    beforeAll(async () => {
      subject = await openPostgresSearchForTest();
      embedded = await EmbeddedSearchBackend.open(subject.database, {
        stock: readStockRecords(subject.database.db),
        reviews: readApprovedReviews(subject.database.db),
      });
      for (const { text, relevant } of goldenQueries) {
        rows.push({
          text,
          embedded: await judge(embedded, text, relevant),
          postgres: await judge(subject.backend, text, relevant),
        });
      }
      // The two drivers side by side: relevant results in the top 5, whether the first is relevant, the first three.
      const lines = rows.map((row) => `${row.text.padEnd(28)} | ${cell(row.embedded)} | ${cell(row.postgres)}`);
      const sum = (pick: (row: (typeof rows)[number]) => Judged) => rows.reduce((n, row) => n + pick(row).relevant, 0);
      const firsts = (pick: (row: (typeof rows)[number]) => Judged) =>
        rows.filter((row) => pick(row).firstRelevant).length;
      console.info(
        [
          `${'query'.padEnd(28)} | ${'embedded'.padEnd(52)} | postgres`,
          ...lines,
          `relevant in the top ${TOP}: embedded ${sum((r) => r.embedded)}, postgres ${sum((r) => r.postgres)} of ${rows.length * TOP}; first result relevant: embedded ${firsts((r) => r.embedded)}, postgres ${firsts((r) => r.postgres)} of ${rows.length}`,
        ].join('\n'),
      );
    }, 180_000);
    afterAll(async () => {
      embedded?.close();
      await subject?.close();
    });

    it(`holds at least 50 French shopper queries`, () => {
      expect(goldenQueries.length).toBeGreaterThanOrEqual(50);
    });

    it('puts a relevant product first wherever the embedded index does', () => {
      const worse = rows.filter((row) => row.embedded.firstRelevant && !row.postgres.firstRelevant).map((r) => r.text);
      expect(worse).toEqual([]);
    });

    // Without text there is no ranking to differ on: filters, sorts, paging and aggregations give the same answers.
    const listings: SearchQueryInput[] = [
      { scope: 'catalog', size: 30 },
      { scope: 'catalog', size: 30, filters: [{ kind: 'term', field: 'category_ids', value: 4 }] },
      {
        scope: 'catalog',
        size: 30,
        filters: [{ kind: 'term', field: 'category_ids', value: 4 }],
        sort: { field: 'position', order: 'desc' },
      },
      { scope: 'catalog', size: 40, sort: { field: 'name', order: 'asc' } },
      { scope: 'catalog', size: 40, sort: { field: 'name', order: 'desc' } },
      { scope: 'catalog', size: 40, start: 20, sort: { field: 'created_at', order: 'desc' } },
      { scope: 'catalog', size: 40, sort: { field: 'price', order: 'desc' }, aggregations: ['color', 'price'] },
      { scope: 'catalog', size: 40, filters: [{ kind: 'range', field: 'stock.qty', ranges: [{ from: 10, to: 40 }] }] },
      {
        scope: 'catalog',
        size: 40,
        filters: [{ kind: 'terms', field: 'color', values: [49, 50] }],
        aggregations: ['color'],
      },
      { type: 'category', size: 100, sort: { field: 'name', order: 'asc' } },
      { type: 'cms_page', size: 50 },
    ];
    it('lists, filters, sorts and aggregates as the embedded index where no text is searched', async () => {
      for (const input of listings) {
        const parsed = parseSearchQuery(input);
        if (!parsed.success) throw new Error(parsed.message);
        const [mine, theirs] = [await subject.backend.search(parsed.query), await embedded.search(parsed.query)];
        const keys = (result: typeof mine) => result.items.map((item) => String(item.sku ?? item.id));
        expect(keys(mine), JSON.stringify(input)).toEqual(keys(theirs));
        expect(mine.total, JSON.stringify(input)).toBe(theirs.total);
        expect(mine.aggregations, JSON.stringify(input)).toEqual(theirs.aggregations);
      }
    });

    it('finds as many relevant products in the top 5 as the embedded index, query by query', () => {
      const worse = rows
        .filter((row) => row.postgres.relevant < row.embedded.relevant)
        .map((row) => `${row.text}: ${row.postgres.relevant} < ${row.embedded.relevant}`);
      expect(worse).toEqual([]);
    });
  });
}
