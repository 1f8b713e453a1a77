import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dehydratePageData } from './dehydratePageData.server';
import { PageDataBoundary } from './PageDataBoundary';
import { PageDataMissingError, usePageData } from './usePageData';

function Title({ dataKey }: { dataKey: readonly unknown[] }) {
  return createElement('h1', null, usePageData<{ title: string }>(dataKey).title);
}

/** Renders `children` under the boundaries of the given loader answers, outermost first, as they travel: as JSON. */
function renderUnder(states: ReturnType<typeof dehydratePageData>[], children: React.ReactNode) {
  return renderToString(
    states.reduceRight<React.ReactNode>(
      (inner, state) => createElement(PageDataBoundary, { state: JSON.parse(JSON.stringify(state)), children: inner }),
      children,
    ),
  );
}

describe('page data from the loader', () => {
  it('is read in the page under the key the loader stored it under, after travelling as JSON', () => {
    const state = dehydratePageData([[['home', 'fr'], { title: 'Nouveautés' }]]);
    expect(renderUnder([state], createElement(Title, { dataKey: ['home', 'fr'] }))).toBe('<h1>Nouveautés</h1>');
  });

  it("a page reads its layout's data through its own route's boundary", () => {
    const layout = dehydratePageData([[['layout', 'fr'], { title: 'Menu' }]]);
    const page = dehydratePageData([[['cms-page', 'fr', 'about-us'], { title: 'Qui sommes-nous' }]]);
    expect(renderUnder([layout, page], createElement(Title, { dataKey: ['layout', 'fr'] }))).toBe('<h1>Menu</h1>');
  });

  it("the nearest boundary wins over an outer one's entry of the same key", () => {
    const outer = dehydratePageData([[['product', 'fr', 'X'], { title: 'Ancien' }]]);
    const inner = dehydratePageData([[['product', 'fr', 'X'], { title: 'Nouveau' }]]);
    expect(renderUnder([outer, inner], createElement(Title, { dataKey: ['product', 'fr', 'X'] }))).toBe(
      '<h1>Nouveau</h1>',
    );
  });

  it('is never fetched by the browser: a missing entry is a loader bug, reported as such', () => {
    const state = dehydratePageData([[['home', 'fr'], { title: 'Nouveautés' }]]);
    expect(() => renderUnder([state], createElement(Title, { dataKey: ['home', 'de'] }))).toThrow(PageDataMissingError);
  });
});
