import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dehydratePageData } from './dehydratePageData.server';
import { pageQuery } from './pageQuery';

describe('page data from the loader', () => {
  it('is hydrated in the browser under the same key, fresh, so it is not fetched again', async () => {
    const state = dehydratePageData([[['home', 'fr'], { title: 'Nouveautés' }]]);
    const browser = new QueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(state)));
    const query = pageQuery<{ title: string }>(['home', 'fr']);
    expect(browser.getQueryData(query.queryKey)).toEqual({ title: 'Nouveautés' });
    // ensureQueryData only calls the query function when the data is missing or stale.
    await expect(browser.ensureQueryData({ ...query, revalidateIfStale: true })).resolves.toEqual({
      title: 'Nouveautés',
    });
  });

  it('is never fetched by the browser: a missing entry is a loader bug, reported as such', async () => {
    const browser = new QueryClient();
    await expect(browser.fetchQuery(pageQuery(['product', 'X']))).rejects.toThrow(/loaded by the route loader/);
  });
});
