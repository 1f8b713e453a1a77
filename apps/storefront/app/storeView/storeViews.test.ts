import { describe, expect, it } from 'vitest';
import { storePath } from './storePath';
import { storeViewOfPath } from './storeViewOfPath';
import { storeViews } from './storeViews';

const german = storeViews.find((store) => store.code === 'de');
const french = storeViews.find((store) => store.code === 'fr');
if (!german || !french) throw new Error('the German and French views are defined');

describe('store views (SPEC §1, §2)', () => {
  it('a path without a store segment belongs to the French store', () => {
    expect(storeViewOfPath('/c/baches')).toEqual({ store: french, path: '/c/baches' });
  });

  it('a leading store code selects the store view that appends it, and is removed from the path', () => {
    expect(storeViewOfPath('/de/c/baches')).toEqual({ store: german, path: '/c/baches' });
    expect(storeViewOfPath('/de')).toEqual({ store: german, path: '/' });
  });

  it('the French store does not append its code, so /fr is an ordinary path', () => {
    expect(storeViewOfPath('/fr/c/baches').store).toBe(french);
  });

  it('paths of a store that appends its code get a leading store segment', () => {
    expect(storePath(german, '/c/baches')).toBe('/de/c/baches');
    expect(storePath(german, '/')).toBe('/de');
    expect(storePath(german, '/?is_reset=error')).toBe('/de?is_reset=error');
    expect(storePath(german, '/de/c/baches')).toBe('/de/c/baches');
    expect(storePath(french, '/c/baches')).toBe('/c/baches');
  });

  it('external links, phone links and anchors are left alone', () => {
    expect(storePath(german, 'https://www.instagram.com/')).toBe('https://www.instagram.com/');
    expect(storePath(german, 'tel:+33241000000')).toBe('tel:+33241000000');
    expect(storePath(german, '#main')).toBe('#main');
  });
});
