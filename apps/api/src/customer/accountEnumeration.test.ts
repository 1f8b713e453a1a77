import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';
import { deriveScryptKey } from './deriveScryptKey';

// Every scrypt derivation of the API is counted: the same count on both paths is the same work, whatever the load of
// the machine (a wall-clock comparison would be flaky on a busy 2-core runner).
vi.mock('./deriveScryptKey', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./deriveScryptKey')>();
  return { ...actual, deriveScryptKey: vi.fn(actual.deriveScryptKey) };
});
const derivations = vi.mocked(deriveScryptKey);

/** The number of scrypt derivations `run` made. */
async function scryptWorkOf(run: () => Promise<unknown>): Promise<number> {
  derivations.mockClear();
  await run();
  return derivations.mock.calls.length;
}

describe.each(testBackends)('nothing tells whether an e-mail has an account, on %s (issue 19)', (backend) => {
  let shop: CommerceTestShop;
  const mailsTo = async (email: string, kind: string) =>
    (
      await shop.db
        .selectFrom('mail_outbox')
        .select('body_text')
        .where('to_address', '=', email)
        .where('kind', '=', kind)
        .execute()
    ).length;

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
    await registerAndLogIn(shop, 'known@example.fr');
  });
  afterAll(() => shop.close());

  it('login: an unknown e-mail gets the same answer and the same scrypt work as a wrong password', async () => {
    const logIn = (username: string) =>
      shop.call('POST', '/api/user/login', { body: { username, password: 'not-the-password' }, ip: '192.0.2.71' });
    await logIn('warm-up@example.fr');
    let wrong: Awaited<ReturnType<typeof logIn>> | undefined;
    let unknown: Awaited<ReturnType<typeof logIn>> | undefined;
    const wrongWork = await scryptWorkOf(async () => {
      wrong = await logIn('known@example.fr');
    });
    const unknownWork = await scryptWorkOf(async () => {
      unknown = await logIn('nobody-here@example.fr');
    });
    expect(wrong?.status).toBe(401);
    expect([unknown?.status, unknown?.body]).toEqual([wrong?.status, wrong?.body]);
    expect(wrongWork).toBe(1);
    expect(unknownWork).toBe(wrongWork);
  });

  it('register: an e-mail with an account costs the same scrypt work, and its owner is warned by mail', async () => {
    const register = (email: string, ip = '192.0.2.72') =>
      shop.call('POST', '/api/user/create', {
        body: { customer: { email, firstname: 'Léa', lastname: 'Martin' }, password: 'citerne-2025' },
        ip,
      });
    const newWork = await scryptWorkOf(() => register('brand-new@example.fr'));
    let taken: Awaited<ReturnType<typeof register>> | undefined;
    const takenWork = await scryptWorkOf(async () => {
      taken = await register('known@example.fr');
    });
    expect(taken?.status).toBe(409);
    expect(newWork).toBe(1);
    expect(takenWork).toBe(newWork);
    expect(await mailsTo('known@example.fr', 'account_exists')).toBe(1);
    expect(await mailsTo('brand-new@example.fr', 'account_exists')).toBe(0);
  });

  it('register: probing for accounts is limited per client address, and the owner is not flooded', async () => {
    const register = (email: string, ip: string) =>
      shop.call('POST', '/api/user/create', {
        body: { customer: { email, firstname: 'Léa', lastname: 'Martin' }, password: 'citerne-2025' },
        ip,
      });
    await registerAndLogIn(shop, 'probed@example.fr');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await register('probed@example.fr', '198.51.100.73')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(statuses[10]).toBe(429);
    // Past the address's limit, a new e-mail from there waits too: the 429 says nothing about the e-mail.
    expect((await register('someone-else@example.fr', '198.51.100.73')).status).toBe(429);
    expect((await register('someone-else@example.fr', '198.51.100.74')).status).toBe(200);
    expect(await mailsTo('probed@example.fr', 'account_exists')).toBe(3);
  });

  it('reset: the same answer, and no scrypt work, for an e-mail with or without an account', async () => {
    const reset = (email: string) =>
      shop.call('POST', '/api/user/reset-password', { body: { email }, ip: '192.0.2.75' });
    let known: Awaited<ReturnType<typeof reset>> | undefined;
    let unknown: Awaited<ReturnType<typeof reset>> | undefined;
    const knownWork = await scryptWorkOf(async () => {
      known = await reset('known@example.fr');
    });
    const unknownWork = await scryptWorkOf(async () => {
      unknown = await reset('ghost-here@example.fr');
    });
    expect(known?.body).toEqual({ code: 200, result: true });
    expect(unknown?.body).toEqual(known?.body);
    expect([knownWork, unknownWork]).toEqual([0, 0]);
  });
});
