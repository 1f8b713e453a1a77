// French text analysis for the embedded search (SPEC §9 "Search"): accent folding, elision, stop words and plural
// stemming, applied the same way to documents and queries so "reserve incendie" finds "Réserve incendie" and
// "citernes" finds "citerne".

const stopWords = new Set([
  'a',
  'au',
  'aux',
  'avec',
  'ce',
  'ces',
  'd',
  'dans',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'ou',
  'par',
  'pour',
  'qu',
  'que',
  'sur',
  'un',
  'une',
  'the',
  'and',
  'of',
]);

/** Lower case, accents and ligatures folded, superscripts and fractions to digits: `Bâche m³ Œillets` → `bache m3 oeillets`. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/** French plural to singular, enough for catalogue words: `citernes` → `citerne`, `eaux` → `eau`, `tuyaux` → `tuyau`. */
export function stemTerm(term: string): string {
  if (term.length < 4 || /\d/.test(term)) return term;
  if (term.endsWith('ux')) return term.slice(0, -1);
  if (term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

/** The words of a text as searched: folded, split on anything but letters and digits, stop words and lone letters dropped. */
export function textWords(text: string): string[] {
  const words: string[] = [];
  for (const token of foldText(text).split(/[^a-z0-9]+/)) {
    if (token === '' || stopWords.has(token)) continue;
    if (token.length === 1 && !/\d/.test(token)) continue;
    words.push(token);
  }
  return words;
}

/** The search terms of a text: its words (`textWords`), stemmed. */
export function analyzeText(text: string): string[] {
  return textWords(text).map(stemTerm);
}

/** The terms of a sku: the whole code and its parts (`CS-EP-10` → `csep10`, `cs`, `ep`, `10`). */
export function analyzeSku(sku: string): string[] {
  const folded = foldText(sku);
  const parts = folded.split(/[^a-z0-9]+/).filter((part) => part !== '');
  return [...new Set([parts.join(''), ...parts])];
}
