import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './negotiateEncoding';

const offered = ['br', 'gzip'] as const;

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=1.0, br;q=1', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['br, br;q=0, gzip', 'gzip'],
  ])('answers "%s" with %s', (header, coding) => {
    expect(negotiateEncoding(header, offered)).toBe(coding);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['identity only', 'identity'],
    ['codings the shop does not make', 'deflate, zstd'],
    ['everything refused', '*;q=0'],
    ['a malformed weight', 'br;q=2, gzip;q=abc'],
    ['a header too long to be a browser’s', `${'x-coding, '.repeat(60)}br`],
  ])('sends the identity for %s', (_label, header) => {
    expect(negotiateEncoding(header, offered)).toBeNull();
  });

  it('offers only what the server has', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});
