import { describe, expect, it } from 'vitest';
import { discoveryAnswer, isRouteDiscovery } from './routeManifest';

const routes = {
  root: { id: 'root', path: '', module: '/assets/root-1.js' },
  product: { id: 'product', parentId: 'default-layout', path: 'p/:parentSku/:slug', module: '/assets/product-2.js' },
};
const script = `window.__reactRouterManifest=${JSON.stringify({ entry: {}, routes, url: '/assets/manifest-ab12.js', version: 'ab12' })};`;

describe('isRouteDiscovery', () => {
  it.each([
    ['/__manifest?paths=%2Fp%2Fa%2Fb&version=ab12', 'GET', true],
    ['/__manifest?paths=%2Fp%2Fa%2Fb', 'GET', false],
    ['/__manifest?version=ab12', 'POST', false],
    ['/p/__manifest?version=ab12', 'GET', false],
  ])('%s (%s): %s', (path, method, expected) => {
    expect(isRouteDiscovery(new URL(path, 'https://shop.example'), method)).toBe(expected);
  });
});

describe('discoveryAnswer', () => {
  it('answers with every route of the build', () => {
    expect(discoveryAnswer(script, 'ab12')).toEqual(routes);
  });

  it('does not answer for another build', () => {
    expect(discoveryAnswer(script, 'cd34')).toBeNull();
    expect(discoveryAnswer(script, null)).toBeNull();
  });

  it.each([
    ['another script', 'console.log(1)'],
    ['a broken manifest', 'window.__reactRouterManifest={"routes":'],
    ['a manifest without routes', 'window.__reactRouterManifest={"version":"ab12"};'],
  ])('does not answer from %s', (_label, text) => {
    expect(discoveryAnswer(text, 'ab12')).toBeNull();
  });
});
