import { expect, test } from './shop';

// Issue 19: RFC 9116 security.txt, from the configured seller identity (e2e/fixtures/sellerIdentity.json).
test('/.well-known/security.txt names the configured contact, expires within a year and points to the policy', async ({
  request,
  baseURL,
}) => {
  const answer = await request.get('/.well-known/security.txt');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8/);
  const text = await answer.text();
  expect(text).toContain('Contact: mailto:contact@citerne-souple.example\n');
  expect(text).toContain('Preferred-Languages: fr, en\n');
  const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? '');
  expect(expires - Date.now()).toBeGreaterThan(7 * 86_400_000);
  expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
  const canonical = /^Canonical: (.+)$/m.exec(text)?.[1] ?? '';
  expect(new URL(canonical).pathname).toBe('/.well-known/security.txt');
  expect(new URL(canonical).origin).toBe(new URL(baseURL ?? '').origin);
  const policy = new URL(/^Policy: (.+)$/m.exec(text)?.[1] ?? '');
  const published = await request.get(policy.pathname);
  expect(published.status()).toBe(200);
  expect(await published.text()).toContain('## Reporting a vulnerability');
});
