import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverApi } from '../api/serverApi.server';
import { shopServerContext } from '../api/shopServerContext';
import { loadCategories } from './loadCategories.server';

const categoryAnswer = {
  code: 200,
  result: {
    items: [
      { id: 2, parent_id: 1, name: 'Citernes souples', url_key: 'citernes-souples', level: 2, is_active: true },
      { id: 9, parent_id: 2, name: 'Archives', url_key: 'archives', level: 3, is_active: false },
    ],
    total: 2,
    start: 0,
    perPage: 4000,
    aggregations: {},
    suggestions: {},
    attributeMetadata: [],
  },
};

/** A shop request as the shop server starts it: its own router context, the API answering in-process. */
function shopRequest(searches: URL[]) {
  const context = new RouterContextProvider();
  context.set(shopServerContext, {
    fetch: async (input) => {
      searches.push(new URL(input instanceof Request ? input.url : String(input), 'http://shop.internal'));
      return Response.json(categoryAnswer);
    },
  });
  return { context, request: new Request('http://shop.test/c/citernes-souples') };
}

describe('category list of a page request (SPEC §9 category fetch 4000)', () => {
  it('the layout and the page of one request share one category fetch', async () => {
    const searches: URL[] = [];
    const { context, request } = shopRequest(searches);
    const [layout, page] = await Promise.all([
      loadCategories(serverApi(context, request).client),
      loadCategories(serverApi(context, request).client),
    ]);
    expect(searches).toHaveLength(1);
    expect(searches[0]?.searchParams.get('size')).toBe('4000');
    expect(page).toBe(layout);
    expect(layout.map((category) => category.href)).toEqual(['/c/citernes-souples']);
  });

  it('the next request fetches the categories again', async () => {
    const searches: URL[] = [];
    const first = shopRequest(searches);
    const second = shopRequest(searches);
    await loadCategories(serverApi(first.context, first.request).client);
    await loadCategories(serverApi(second.context, second.request).client);
    expect(searches).toHaveLength(2);
  });
});
