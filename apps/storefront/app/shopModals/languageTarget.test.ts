import { describe, expect, it } from 'vitest';
import { storeViews } from '../storeView/storeViews';
import { languageTarget } from './languageTarget';

const [french, german, italian] = storeViews as [
  (typeof storeViews)[number],
  (typeof storeViews)[number],
  (typeof storeViews)[number],
];
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the language switcher keeps the page', () => {
  it('swaps the store prefix of the current page, query and hash kept', () => {
    expect(languageTarget(german, at('/c/baches', '?page=2', '#list'))).toBe('/de/c/baches?page=2#list');
    expect(languageTarget(french, at('/it/p/CS-EP-5/citerne'))).toBe('/p/CS-EP-5/citerne');
    expect(languageTarget(italian, at('/de/p/CS-EP-5/citerne'))).toBe('/it/p/CS-EP-5/citerne');
  });

  it('home to home', () => {
    expect(languageTarget(german, at('/'))).toBe('/de');
    expect(languageTarget(french, at('/de'))).toBe('/');
  });

  it('a page only the French view serves leads to the other view’s home page', () => {
    expect(languageTarget(italian, at('/pwa.html'))).toBe('/it');
  });
});
