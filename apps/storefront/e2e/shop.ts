import { test as base, expect, type Page } from '@playwright/test';

/** Console messages a test expects (e.g. the browser reporting the 404 status of a not-found page). */
type ExpectedConsoleErrors = RegExp[];

/**
 * The shop's test: every page must run without console errors or uncaught exceptions (an image or chunk that
 * fails to load is one), unless the test names the error it expects.
 */
export const test = base.extend<{ expectedConsoleErrors: ExpectedConsoleErrors; consoleErrors: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedConsoleErrors.some((expected) => expected.test(message.text()))) {
          errors.push(`${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Refuses the cookie notice when it shows, so it does not cover the page. */
export async function dismissCookies(page: Page) {
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  await refuse.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await refuse.isVisible()) await refuse.click();
}

/** Waits until React has hydrated the page (the cart badge and buttons answer from then on). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
