import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './shop';

// The seeded shop has no tag-manager container configured (both CMS blocks are empty); the test gives the real
// block answers a snippet, as an administrator would write it in the CMS, and watches whether the page runs it.
// Like a real container's snippet, the inline script adds the tag manager's own script: the page's CSP runs the
// inline one with the render's nonce (tagManagerDom.ts) and the added one through 'strict-dynamic' (issue 19).
const HEAD_SNIPPET = `<script>window.__tagManagerRuns = (window.__tagManagerRuns || 0) + 1;
var loader = document.createElement('script');
loader.src = 'data:text/javascript,window.__tagManagerLoaded=(window.__tagManagerLoaded||0)+1';
document.head.appendChild(loader);</script>`;
const BODY_SNIPPET = '<noscript><iframe title="tag manager" src="about:blank"></iframe></noscript>';

async function withTagManagerBlocks(page: Page) {
  const requested: string[] = [];
  await page.route('**/api/ext/cms-data/cmsBlock/tag-manager-*', async (route) => {
    const url = route.request().url();
    requested.push(url);
    const response = await route.fetch();
    const body = (await response.json()) as { result: { content: string } };
    body.result.content = url.endsWith('tag-manager-head') ? HEAD_SNIPPET : BODY_SNIPPET;
    await route.fulfill({ response, json: body });
  });
  return requested;
}

const tagManagerNodes = (page: Page) => page.locator('[data-tag-manager]');
const runs = (page: Page) => page.evaluate(() => (window as { __tagManagerRuns?: number }).__tagManagerRuns ?? 0);

test('the tag manager waits for an answer, loads once audience measurement is accepted and leaves on withdrawal @mobile', async ({
  page,
}) => {
  const requested = await withTagManagerBlocks(page);
  await page.goto('/');
  await hydrated(page);
  const notice = page.getByRole('region', { name: 'Gestion des cookies' });
  await expect(notice).toBeVisible();
  // No answer yet: nothing fetched, nothing injected.
  await expect(tagManagerNodes(page)).toHaveCount(0);
  expect(requested).toEqual([]);
  expect(await runs(page)).toBe(0);

  await notice.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(page.locator('head script[data-tag-manager]')).toHaveCount(1);
  await expect(page.locator('body > noscript[data-tag-manager]')).toHaveCount(1);
  await expect.poll(() => runs(page)).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as { __tagManagerLoaded?: number }).__tagManagerLoaded ?? 0))
    .toBe(1);

  // Kept on the next visit, without asking again.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('head script[data-tag-manager]')).toHaveCount(1);
  await expect(notice).toBeHidden();

  // Withdrawn from the footer at any time.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' }).click();
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await notice.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(tagManagerNodes(page)).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(notice).toBeHidden();
  await expect(tagManagerNodes(page)).toHaveCount(0);
  expect(await runs(page)).toBe(0);
});

for (const [answer, button] of [
  ['refusing', 'Tout refuser'],
  ['closing the notice', 'Fermer (refuser)'],
] as const) {
  test(`after ${answer}, the tag manager never loads`, async ({ page }) => {
    const requested = await withTagManagerBlocks(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('region', { name: 'Gestion des cookies' }).getByRole('button', { name: button }).click();
    await page.goto('/c/citernes-souples');
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeHidden();
    await expect(tagManagerNodes(page)).toHaveCount(0);
    expect(requested).toEqual([]);
    expect(await runs(page)).toBe(0);
  });
}

test('accepting only audience measurement from "Customise" loads the tag manager; marketing alone does not', async ({
  page,
}) => {
  await withTagManagerBlocks(page);
  await page.goto('/');
  await hydrated(page);
  // The customisation view names the notice "Personnaliser mes choix": its controls are reached from the page.
  await page.getByRole('button', { name: 'Personnaliser', exact: true }).click();
  await page.getByRole('checkbox', { name: /Publicité ciblée/ }).check();
  await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer mes choix' })).toBeHidden();
  await expect(tagManagerNodes(page)).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' }).click();
  await page.getByRole('button', { name: 'Personnaliser', exact: true }).click();
  await page.getByRole('checkbox', { name: /Mesure d’audience/ }).check();
  await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(page.locator('head script[data-tag-manager]')).toHaveCount(1);
});
