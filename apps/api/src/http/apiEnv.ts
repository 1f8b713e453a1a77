/**
 * What every API route can read from the Hono context: nothing beyond the request. Routes get the platform and the
 * search backend from their mount function, never the database (ARCHITECTURE.md "Backends behind seams").
 */
export interface ApiEnv {
  Variables: Record<never, never>;
}
