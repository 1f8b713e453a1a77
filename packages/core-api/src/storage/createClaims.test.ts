import { describe, expect, it } from 'vitest';
import { createManualClock } from '../testing/manualClock';
import { createClaims } from './createClaims';
import { createMemoryStore } from './createMemoryStore';

describe('claims', () => {
  it('stores cookiesAccepted with its created_at date', async () => {
    const clock = createManualClock(Date.UTC(2025, 4, 2, 10, 0, 0));
    const claims = createClaims({ store: createMemoryStore(), clock });
    const claim = await claims.set('cookiesAccepted', true);
    expect(claim).toEqual({ code: 'cookiesAccepted', created_at: '2025-05-02T10:00:00.000Z', value: true });
    expect(await claims.get('cookiesAccepted')).toEqual(claim);
  });

  it('the cookie notice stores false when the claim is absent, and keeps an existing claim', async () => {
    const store = createMemoryStore();
    const claims = createClaims({ store });
    expect((await claims.ensure('cookiesAccepted', false)).value).toBe(false);
    await claims.set('cookiesAccepted', true);
    const reloaded = createClaims({ store });
    expect((await reloaded.ensure('cookiesAccepted', false)).value).toBe(true);
  });

  it('a corrupt claim is dropped and asked again', async () => {
    const store = createMemoryStore();
    await store.set('claims/cookiesAccepted', { code: 'cookiesAccepted', created_at: 'yesterday', value: true });
    const claims = createClaims({ store });
    expect(await claims.get('cookiesAccepted')).toBeNull();
    expect((await claims.ensure('cookiesAccepted', false)).value).toBe(false);
  });
});
