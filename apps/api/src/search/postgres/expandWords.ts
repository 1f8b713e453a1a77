import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A lexeme a query word may match: exactly or as a prefix, in any field or only in some weights (codes). */
export interface Alternative {
  readonly lexeme: string;
  readonly prefix: boolean;
  /** The weights it is looked for in (`'B'`: the sku's); null: every weight. */
  readonly weights: string | null;
}

/** One query word: what it matches exactly, and what loosely besides (typos, prefixes). */
export interface WordQuery {
  readonly word: string;
  readonly exact: readonly Alternative[];
  readonly loose: readonly Alternative[];
}

/** The typos a word tolerates (SPEC §9 "fuzziness 2"), by length, as the embedded index allows them. */
export const fuzzyDistance = (fuzziness: number, word: string) =>
  Math.min(fuzziness, word.length < 3 ? 0 : word.length < 6 ? 1 : 2);

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A tsquery of alternatives (OR), restricted to one weight when `weight` is given (alternatives not looked for in
 * that weight left out); null when none is left.
 * @example
 * tsquery([{ lexeme: 'citern', prefix: false, weights: null }], 'A'); // "'citern':A"
 */
export function tsquery(alternatives: readonly Alternative[], weight?: string): string | null {
  const parts: string[] = [];
  for (const { lexeme, prefix, weights } of alternatives) {
    const within =
      weight === undefined ? (weights ?? '') : weights === null || weights.includes(weight) ? weight : null;
    if (within === null) continue;
    const label = `${prefix ? '*' : ''}${within}`;
    parts.push(label === '' ? quote(lexeme) : `${quote(lexeme)}:${label}`);
  }
  return parts.length === 0 ? null : [...new Set(parts)].join(' | ');
}

/**
 * The words of a query with their French stems (the `citerne_french` configuration, as the documents were indexed)
 * and the stems of the index's words within their typo distance (`search_words`, `levenshtein_less_equal`): `exact` is the
 * stems, and the word as a code part (a sku's words, `codesWeight`); `loose` adds the typo variants, the word as a
 * prefix when it is the last one (what a shopper is still typing) and as the prefix of a code — the embedded index's
 * rules (SPEC §9 "fuzziness"). One round trip for all the words.
 * @example
 * await expandWords(db, ['citrene', 'souple'], { fuzziness: 2, codesWeight: 'B' });
 */
export async function expandWords(
  db: Kysely<Database>,
  words: readonly string[],
  options: { readonly fuzziness: number; readonly codesWeight: string | null },
): Promise<WordQuery[]> {
  if (words.length === 0) return [];
  const distances = words.map((word) => fuzzyDistance(options.fuzziness, word));
  // Typos are counted on whole words, as shoppers make them and as the embedded index counts them: a vocabulary word
  // (`search_words`) within the distance lends its stems ("citrene" → "citerne" → citern). Counted on stems instead,
  // "pompe" (pomp) would reach "pompier" (pompi). The vocabulary is a few thousand words even for 100 000 products:
  // a scan with a bounded Levenshtein takes a millisecond, and unlike a trigram index it keeps short swapped words.
  const { rows } = await sql<{ stems: string[] | null; fuzzy: string[] | null }>`
    with w as (
      select t.ord, t.word, t.d from unnest(${words}::text[], ${distances}::int[]) with ordinality as t(word, d, ord)
    )
    select
      (select array_agg(distinct s) from unnest(tsvector_to_array(to_tsvector('citerne_french', w.word))) as s) as stems,
      (select array_agg(distinct s) from search_words v,
         unnest(tsvector_to_array(to_tsvector('citerne_french', v.word))) as s
       where w.d > 0 and length(v.word) between length(w.word) - w.d and length(w.word) + w.d
         and levenshtein_less_equal(v.word, w.word, w.d) <= w.d) as fuzzy
    from w order by w.ord`.execute(db);
  return words.map((word, i) => {
    const row = rows[i];
    const stems = row?.stems ?? [];
    const last = i === words.length - 1;
    const exact: Alternative[] = [
      ...stems.map((lexeme) => ({ lexeme, prefix: false, weights: null })),
      { lexeme: word, prefix: false, weights: options.codesWeight },
    ];
    const loose: Alternative[] = [
      ...exact,
      ...(row?.fuzzy ?? [])
        .filter((lexeme) => !stems.includes(lexeme))
        .map((lexeme) => ({ lexeme, prefix: false, weights: null })),
      ...(last && word.length >= 3 ? [{ lexeme: word, prefix: true, weights: null }] : []),
      ...(options.codesWeight && word.length >= 3
        ? [{ lexeme: word, prefix: true, weights: options.codesWeight }]
        : []),
    ];
    return { word, exact, loose };
  });
}
