import { describe, expect, it } from 'vitest';
import { isRouteParam } from './routeParams';

describe('isRouteParam', () => {
  it.each([
    ['cmsIdentifier', 'mentions-legales'],
    ['cmsIdentifier', 'blog-bien-choisir_sa-citerne'],
    ['orderNumber', '000000012'],
    ['segment', 'citerne-souple-10-m3'],
    ['segment', 'CIT-10000'],
    ['segment', 'CIT 10 (vert)'],
    ['segment', 'bâche-traitée'],
  ] as const)('accepts the %s %s', (kind, value) => {
    expect(isRouteParam(kind, value)).toBe(true);
  });

  it.each([
    ['cmsIdentifier', '<img src=x>'],
    ['cmsIdentifier', 'a/b'],
    ['cmsIdentifier', '\u0000'],
    ['cmsIdentifier', 'a'.repeat(101)],
    ['orderNumber', '12<b>'],
    ['orderNumber', ''],
    ['segment', '<script>alert(1)</script>'],
    ['segment', '"onmouseover="alert(1)'],
    ['segment', "x'y"],
    ['segment', ' leading-space'],
    ['segment', 'line\nbreak'],
    ['segment', 'a'.repeat(201)],
    ['segment', '{{constructor.constructor("alert(1)")()}}'],
  ] as const)('refuses the %s %j', (kind, value) => {
    expect(isRouteParam(kind, value)).toBe(false);
  });
});
