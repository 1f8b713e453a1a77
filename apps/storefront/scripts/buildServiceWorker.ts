// Run by `pnpm build` after the Vite build: bundles `sw/serviceWorker.ts` and injects the precache manifest of
// `build/client` into it with workbox-build (injectManifest), writing `build/client/sw.js` (served at `/sw.js`).
// Prints the precache figures (entries and bytes). ARCHITECTURE.md "Offline"; README "Offline".
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { getManifest, injectManifest } from 'workbox-build';
import { storeViews } from '../app/storeView/storeViews.ts';

const appDir = join(import.meta.dirname, '..');
const clientDir = join(appDir, 'build', 'client');

/** What the worker precaches of the browser build: the shell and every route chunk, the French fonts, the icons. */
const globOptions = {
  globDirectory: clientDir,
  globPatterns: [
    'assets/**/*.{js,css}',
    'assets/inter-latin-wght-*.woff2',
    'assets/inter-latin-ext-wght-*.woff2',
    'favicon.svg',
    'manifest.webmanifest',
    'icons/*.png',
  ],
  // Vite names every asset after its content: the URL is its revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
};

const assets = await getManifest(globOptions);
if (assets.warnings.length > 0) throw new Error(`workbox-build: ${assets.warnings.join('; ')}`);
// One id per build: the worker's page caches carry it, and the offline pages (server-rendered, referencing this
// build's assets) are fetched again when it changes.
const buildId = createHash('sha256').update(JSON.stringify(assets.manifestEntries)).digest('hex').slice(0, 16);

// React Router's route manifest of this build: the worker answers route discovery from it offline.
const routeManifests = readdirSync(join(clientDir, 'assets')).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
if (routeManifests.length !== 1) throw new Error(`Expected one assets/manifest-*.js, found ${routeManifests.length}`);
const routeManifestUrl = `/assets/${routeManifests[0]}`;

const outDir = mkdtempSync(join(tmpdir(), 'citerne-sw-'));
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
      __ROUTE_MANIFEST_URL__: JSON.stringify(routeManifestUrl),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      lib: {
        entry: join(appDir, 'sw', 'serviceWorker.ts'),
        formats: ['iife'],
        name: 'citerneServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  const offlinePages = storeViews.map((store) => ({
    url: store.appendStoreCode ? `/${store.code}/offline` : '/offline',
    revision: buildId,
  }));
  const result = await injectManifest({
    ...globOptions,
    swSrc: join(outDir, 'sw.js'),
    swDest: join(clientDir, 'sw.js'),
    additionalManifestEntries: offlinePages,
  });
  if (result.warnings.length > 0) throw new Error(`workbox-build: ${result.warnings.join('; ')}`);
  console.log(
    `sw.js (build ${buildId}): ${result.count} precached files, ${(result.size / 1024).toFixed(0)} KB before compression`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
