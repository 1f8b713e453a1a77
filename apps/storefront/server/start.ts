// `npm start` ends here: the API and the server-rendered shop in one Node process.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { limitedServer, loadServerConfig, startPlatform } from '@citerne/api';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { PAGE_CACHE_DEFAULTS } from './createPageCache';
import { createShopServer } from './createShopServer';
import { readPageCacheTtl } from './readPageCacheTtl';
import { readTagManagerOrigins } from './readTagManagerOrigins';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { version: string };
// The slider is read with the slide-photo call's admin token (SPEC §6). The shop and its API share this process:
// without a configured token, one is made for the process, so the home slider works out of the box.
process.env.SLIDE_PHOTO_ADMIN_TOKEN ||= randomBytes(24).toString('hex');
const config = loadServerConfig(process.env);
const tagManagerOrigins = readTagManagerOrigins(process.env.CSP_TAG_MANAGER_ORIGINS);
const pageCache = {
  ...PAGE_CACHE_DEFAULTS,
  ttlMs: readPageCacheTtl(process.env.PAGE_CACHE_TTL_SECONDS, PAGE_CACHE_DEFAULTS.ttlMs),
};
const platform = await startPlatform(config, { log: (message) => console.log(`  ${message}`), version });
const build = (await import(pathToFileURL(join(appDir, 'build', 'server', 'index.js')).href)) as ServerBuild;
const app = createShopServer({
  api: platform.api,
  build,
  clientDir: join(appDir, 'build', 'client'),
  slidePhotoToken: config.slidePhotoToken,
  // Canonical URLs follow PUBLIC_URL when it is set (validated by loadServerConfig), else the address the shop is
  // reached at; an https PUBLIC_URL also turns HSTS on (the TLS is then a proxy's in front of this process).
  publicUrl: process.env.PUBLIC_URL,
  // The pages may post forms to the configured card providers' payment pages (form-action).
  formActionOrigins: platform.formActionOrigins,
  tagManagerOrigins,
  pageCache,
  // Catalogue reads of the loaders are kept per catalogue revision, which moves with every catalogue or stock change.
  catalogRevision: () => platform.search.revision,
  // With REDIS_URL (off by default, SPEC §9), anonymous pages are also kept in Redis for every shop process; the
  // invalidation secret stays in the API (issue 23).
  outputCache: platform.outputCache,
});

const server = serve(
  { fetch: app.fetch, port: config.port, hostname: config.host, createServer: limitedServer() },
  (info) => {
    console.log(`\n  The shop is open at http://localhost:${info.port} (API at http://localhost:${info.port}/api)\n`);
  },
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    void platform.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
