import { describe, it } from 'vitest';
import { searchBackendContract } from '../searchBackendContract';
import { openPostgresSearchForTest } from './openPostgresSearchForTest';

if (process.env.TEST_DATABASE_URL) {
  searchBackendContract('postgres', () => openPostgresSearchForTest());
} else {
  describe('SearchBackend contract: postgres', () => {
    it.skip('SKIPPED: TEST_DATABASE_URL is not set, the PostgreSQL search driver needs a PostgreSQL server');
  });
}
