import { describe, expect, it } from 'vitest';
import { unreleasedChanges } from './unreleasedChanges.ts';

const pricing = { name: '@citerne/pricing', version: '0.2.0', fingerprint: 'aaaa' };
const released = { '@citerne/pricing': { version: '0.2.0', fingerprint: 'aaaa' } };

describe('unreleasedChanges', () => {
  it('passes a package unchanged since its recorded version', () => {
    expect(unreleasedChanges([pricing], released, new Set())).toEqual([]);
  });

  it('fails a changed package that no pending changeset names, and passes it once one does', () => {
    const changed = { ...pricing, fingerprint: 'bbbb' };
    expect(unreleasedChanges([changed], released, new Set(['@citerne/cart-sync']))).toEqual([
      '@citerne/pricing changed since 0.2.0 and no changeset names it: run `pnpm changeset` and describe the change',
    ]);
    expect(unreleasedChanges([changed], released, new Set(['@citerne/pricing']))).toEqual([]);
  });

  it('fails a version moved without the record (changeset version run alone) and a package never recorded', () => {
    expect(unreleasedChanges([{ ...pricing, version: '0.3.0' }], released, new Set())).toEqual([
      '@citerne/pricing is 0.3.0 but the release record says 0.2.0: version with `pnpm version-packages`, not `changeset version` alone',
    ]);
    expect(unreleasedChanges([{ ...pricing, name: '@citerne/new' }], released, new Set(['@citerne/new']))).toEqual([
      '@citerne/new has no release record: run `pnpm version-packages` (it records every package)',
      'the release record names @citerne/pricing, which is not published',
    ]);
  });
});
