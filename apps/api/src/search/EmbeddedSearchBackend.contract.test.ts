import { describe, it } from 'vitest';
import { testBackends } from '../testing/testDatabases';
import { openEmbeddedSearchForTest } from './openEmbeddedSearchForTest';
import { searchBackendContract } from './searchBackendContract';

for (const kind of testBackends) {
  searchBackendContract(`embedded on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () =>
    openEmbeddedSearchForTest(kind),
  );
}

if (!testBackends.includes('postgres')) {
  describe('SearchBackend contract: embedded on PostgreSQL', () => {
    it.skip('SKIPPED: TEST_DATABASE_URL is not set, the contract ran on PGlite only');
  });
}
