import { describe, it } from 'vitest';
import { testBackends } from '../../testing/testDatabases';
import { platformContract } from '../platformContract';
import { openEmbeddedPlatformForTest } from './openEmbeddedPlatformForTest';

for (const kind of testBackends) {
  platformContract(`embedded on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () =>
    openEmbeddedPlatformForTest(kind),
  );
}

if (!testBackends.includes('postgres')) {
  describe('Platform contract: embedded on PostgreSQL', () => {
    it.skip('SKIPPED: TEST_DATABASE_URL is not set, the contract ran on PGlite only');
  });
}
