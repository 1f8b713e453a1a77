import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { foldText } from '../analyzeText';
import type { SearchRow } from './searchRow';

/**
 * Writes rows of `search_documents` (insert or replace), PostgreSQL building each text vector from the row's folded
 * text by weight — words with `citerne_french` (accents folded, French stems), codes such as skus with `simple` —
 * and adds the new words to `search_words` (typo tolerance, suggestions).
 * @example
 * await writeSearchRows(trx, rows);
 */
export async function writeSearchRows(db: Kysely<Database>, rows: readonly SearchRow[]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    type: row.type,
    key: row.key,
    ord: row.ord,
    doc: row.doc,
    terms: row.terms,
    facets: row.facets,
    sorts: row.sorts,
    price: row.price,
    cat_positions: row.cat_positions,
    aw: row.text.A.words,
    ac: row.text.A.codes,
    bw: row.text.B.words,
    bc: row.text.B.codes,
    cw: row.text.C.words,
    cc: row.text.C.codes,
    dw: row.text.D.words,
    dc: row.text.D.codes,
    next_change: row.next_change,
  }));
  await sql`
    insert into search_documents as s (type, key, ord, doc, terms, facets, sorts, price, cat_positions, tsv, next_change)
    select r.type, r.key, r.ord, r.doc, r.terms, r.facets, r.sorts, r.price, r.cat_positions,
      setweight(to_tsvector('citerne_french', r.aw), 'A') || setweight(to_tsvector('simple', r.ac), 'A') ||
      setweight(to_tsvector('citerne_french', r.bw), 'B') || setweight(to_tsvector('simple', r.bc), 'B') ||
      setweight(to_tsvector('citerne_french', r.cw), 'C') || setweight(to_tsvector('simple', r.cc), 'C') ||
      setweight(to_tsvector('citerne_french', r.dw), 'D') || setweight(to_tsvector('simple', r.dc), 'D'),
      r.next_change
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(
      type text, key text, ord bigint, doc jsonb, terms text[], facets text[], sorts jsonb,
      price float8, cat_positions jsonb, aw text, ac text, bw text, bc text, cw text, cc text, dw text, dc text,
      next_change timestamptz)
    on conflict (type, key) do update set ord = excluded.ord, doc = excluded.doc, terms = excluded.terms,
      facets = excluded.facets, sorts = excluded.sorts, price = excluded.price,
      cat_positions = excluded.cat_positions, tsv = excluded.tsv, next_change = excluded.next_change`.execute(db);
  const words = [
    ...new Set(rows.flatMap((row) => Object.values(row.text).flatMap((text) => vocabularyWords(text.words)))),
  ];
  if (words.length > 0)
    await sql`insert into search_words (word) select unnest(${words}::text[]) on conflict do nothing`.execute(db);
}

/**
 * The words of the indexed texts, folded (3 letters or more, no numbers): what a typo is measured against and what
 * "did you mean" suggests.
 */
function vocabularyWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !/^\d+$/.test(word));
}
