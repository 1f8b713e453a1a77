import { describe, expect, it } from 'vitest';
import { pageUrlOfData, parseWorkerMessage } from './workerMessages';

describe('parseWorkerMessage', () => {
  it('reads the two messages a page may post', () => {
    expect(parseWorkerMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(parseWorkerMessage({ type: 'CACHE_PAGE', url: '/p/a/b?childSku=c' })).toEqual({
      type: 'CACHE_PAGE',
      url: '/p/a/b?childSku=c',
    });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'SKIP_WAITING'],
    ['an unknown type', { type: 'CLEAR_CACHES' }],
    ['a page without its address', { type: 'CACHE_PAGE' }],
    ['an absolute address', { type: 'CACHE_PAGE', url: 'https://evil.example/p' }],
    ['an address that is not text', { type: 'CACHE_PAGE', url: 42 }],
  ])('refuses %s', (_label, data) => {
    expect(parseWorkerMessage(data)).toBeNull();
  });
});

describe('pageUrlOfData', () => {
  it.each([
    ['/p/a/b.data?_routes=product', '/p/a/b'],
    ['/c/x.data?_routes=category&sort=price', '/c/x?sort=price'],
    ['/_.data', '/'],
    ['/api/catalog', null],
  ])('%s is the data of %s', (data, page) => {
    expect(pageUrlOfData(new URL(data, 'https://shop.example'))).toBe(page);
  });
});
