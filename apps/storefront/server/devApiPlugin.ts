import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * `react-router dev`: mounts the API (/api, /img) on Vite's dev server, running
 * from source on the embedded database, so the dev shop works like `npm start`.
 */
export function devApiPlugin(): Plugin {
  return {
    name: 'citerne:dev-api',
    apply: 'serve',
    async configureServer(server) {
      // Loaders read the slider with this token (SPEC §6); the dev API checks the same one.
      process.env.SLIDE_PHOTO_ADMIN_TOKEN ||= randomBytes(24).toString('hex');
      const [{ loadServerConfig, startPlatform }, { getRequestListener }] = await Promise.all([
        server.ssrLoadModule('@citerne/api') as Promise<typeof import('@citerne/api')>,
        import('@hono/node-server'),
      ]);
      const platform = await startPlatform(loadServerConfig({ ...process.env, NODE_ENV: 'development' }), {
        log: (message) => server.config.logger.info(`  ${message}`),
      });
      const listener = getRequestListener(platform.api.fetch);
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/api/') || request.url?.startsWith('/img/')) void listener(request, response);
        else next();
      });
      server.httpServer?.once('close', () => void platform.close());
    },
  };
}
