import type { OpenDatabase } from '../db/openDatabase';

/** What every API route can read from the context. */
export interface ApiEnv {
  Variables: {
    database: OpenDatabase;
  };
}
