import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** One query word as tsqueries: what it matches exactly, and loosely (typos, prefixes, sku parts). */
export interface WordQuery {
  readonly word: string;
  readonly exact: string;
  readonly loose: string;
}

/** The typos a word tolerates (SPEC §9 "fuzziness 2"), by length, as the embedded index allows them. */
export const fuzzyDistance = (fuzziness: number, word: string) =>
  Math.min(fuzziness, word.length < 3 ? 0 : word.length < 6 ? 1 : 2);

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The words of a query with their French stems (the `citerne_french` configuration, as the documents were indexed)
 * and the index's vocabulary within their typo distance (`search_lexemes`: trigram-indexed, then `levenshtein`), as
 * tsqueries: `exact` matches the stems, or the word as a code part (a sku's words, `codesWeight`); `loose` also the
 * typo variants, the stems as prefixes for the last word (what a shopper is still typing) and the word as the
 * prefix of a code. One round trip for all the words.
 * @example
 * await expandWords(db, ['citrene', 'souple'], { fuzziness: 2, codesWeight: 'B' });
 * // [{ word: 'citrene', exact: "'citren' | 'citrene':B", loose: "'citren' | 'citrene':B | 'citern' | …" }, …]
 */
export async function expandWords(
  db: Kysely<Database>,
  words: readonly string[],
  options: { readonly fuzziness: number; readonly codesWeight: string | null },
): Promise<WordQuery[]> {
  if (words.length === 0) return [];
  const distances = words.map((word) => fuzzyDistance(options.fuzziness, word));
  const { rows } = await sql<{ ord: string; stems: string[] | null; fuzzy: string[] | null }>`
    with w as (
      select t.ord, t.word, t.d from unnest(${words}::text[], ${distances}::int[]) with ordinality as t(word, d, ord)
    ), s as (
      select w.ord, w.d, unnest(tsvector_to_array(to_tsvector('citerne_french', w.word))) as stem from w
    )
    select w.ord::text,
      (select array_agg(distinct s.stem) from s where s.ord = w.ord) as stems,
      (select array_agg(distinct l.lexeme) from s join search_lexemes l
         on l.lexeme % s.stem and levenshtein(l.lexeme, s.stem) <= s.d
       where s.ord = w.ord and s.d > 0) as fuzzy
    from w order by w.ord`.execute(db);
  return words.map((word, i) => {
    const row = rows[i];
    const stems = row?.stems ?? [];
    const last = i === words.length - 1;
    const exact = [...stems.map(quote), options.codesWeight ? `${quote(word)}:${options.codesWeight}` : quote(word)];
    const loose = [
      ...exact,
      ...(row?.fuzzy ?? []).filter((lexeme) => !stems.includes(lexeme)).map(quote),
      ...(last && word.length >= 3 ? stems.map((stem) => `${quote(stem)}:*`) : []),
      ...(options.codesWeight && word.length >= 3 ? [`${quote(word)}:*${options.codesWeight}`] : []),
    ];
    return { word, exact: exact.join(' | '), loose: [...new Set(loose)].join(' | ') };
  });
}
