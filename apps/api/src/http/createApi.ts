import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { mountRoutes } from '../routes/mountRoutes';
import type { ApiDependencies } from './apiDependencies';
import type { ApiEnv } from './apiEnv';
import { respond, respondError } from './envelope';
import { sizeJsonAnswers } from './sizeJsonAnswers';

/**
 * The shop's HTTP API, mounted at `/api` by the server (ARCHITECTURE.md "HTTP contract").
 * @example
 * const api = createApi({ database, catalog: { search: await openSearchBackend('embedded', database) } });
 * const response = await api.request('/api/health');
 */
export function createApi(dependencies: ApiDependencies) {
  const { database, version = '0.0.0' } = dependencies;
  const app = new Hono<ApiEnv>();
  app.use(sizeJsonAnswers);
  app.get('/api/health', (c) => respond(c, 200, { status: 'ok', version, database: database.kind }));
  mountRoutes(app, dependencies);
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? respondError(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}`)
      : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    if (error instanceof HTTPException) return respondError(c, error.status, error.message);
    console.error(error);
    return respondError(c, 500, 'Internal server error');
  });
  return app;
}

export type Api = ReturnType<typeof createApi>;
export type { ApiDependencies };
