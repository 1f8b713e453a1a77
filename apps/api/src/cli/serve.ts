// Serves the API alone (the shop's server mounts it itself): `pnpm --filter @citerne/api start`.
import { serve } from '@hono/node-server';
import { loadServerConfig } from '../config/serverConfig';
import { limitedServer } from '../http/limitedServer';
import { startPlatform } from '../startPlatform';

const config = loadServerConfig(process.env);
const platform = await startPlatform(config, { log: console.log });
const server = serve(
  { fetch: platform.api.fetch, port: config.port, hostname: config.host, createServer: limitedServer() },
  (info) => {
    console.log(`API listening on http://localhost:${info.port}/api`);
  },
);
const stop = () => server.close(() => void platform.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
