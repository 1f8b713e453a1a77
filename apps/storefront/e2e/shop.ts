import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/** Console messages a test expects (e.g. the browser reporting the 404 status of a not-found page). */
type ExpectedConsoleErrors = RegExp[];

/** A Content-Security-Policy violation a page of the test met (its `securitypolicyviolation` event). */
export interface CspViolation {
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
  readonly source: string;
  readonly page: string;
}

/**
 * The shop's test: every page must run without console errors or uncaught exceptions (an image or chunk that
 * fails to load is one), unless the test names the error it expects.
 */
export const test = base.extend<{
  expectedConsoleErrors: ExpectedConsoleErrors;
  consoleErrors: string[];
  cspViolations: CspViolation[];
}>({
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
  /**
   * The shop's Content-Security-Policy must never get in the way of the shop (issue 19): every page of every test
   * listens for `securitypolicyviolation` events (from the first script on, in every page and frame of the test's
   * context), and the test fails on any. A test may read the list (the XSS suite does) but not excuse one.
   */
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__shopCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as { __shopCspViolation?: (violation: unknown) => void })
              .__shopCspViolation;
            report?.({
              directive: event.effectiveDirective,
              blocked: event.blockedURI,
              sample: event.sample,
              source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
              page: event.documentURI,
            });
          },
          true,
        );
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
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

/**
 * An axe scan of the page (narrow it with `.include(selector)`, run it with `.analyze()`). In legacy mode: axe runs
 * in the page and its same-origin frames (the shop has no cross-origin frame to scan) instead of finishing the run
 * in a new blank page of the context, which took 5 s more per scan (8 s in all on the category page, 3 s in legacy mode).
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** Waits until React has hydrated the page (the cart badge and buttons answer from then on). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The development mail outbox (MAIL_OUTBOX_VIEWER is on for the e2e server): every e-mail the shop sent, as HTML. */
export async function outbox(request: APIRequestContext): Promise<string> {
  // The request context keeps its connection between calls, and the shop closes one idle for 5 s (SERVER_LIMITS): a
  // read sent on it at that instant fails with ECONNRESET (seen once when an order in the page took longer than
  // that between two reads). Browsers send an idempotent request again on a new connection; this does the same.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await (await request.get('/api/ext/mail-service/outbox')).text();
    } catch (error) {
      if (attempt >= 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    }
  }
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
