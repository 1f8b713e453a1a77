import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

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

/** The development mail outbox (MAIL_OUTBOX_VIEWER is on for the e2e server): every e-mail the shop sent, as HTML. */
export async function outbox(request: APIRequestContext): Promise<string> {
  return (await request.get('/api/ext/mail-service/outbox')).text();
}

/** Creates a customer through the API, with a default French address (Camille Durand, Angers). */
export async function registerCustomer(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/api/user/create', {
    data: {
      customer: {
        email,
        firstname: 'Camille',
        lastname: 'Durand',
        addresses: [
          {
            firstname: 'Camille',
            lastname: 'Durand',
            street: ['8 chemin des Vignes'],
            city: 'Angers',
            postcode: '49000',
            country_id: 'FR',
            telephone: '0241000001',
            default_shipping: true,
            default_billing: true,
          },
        ],
      },
      password,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { email, password };
}
