import { join } from 'node:path';
import type { Hono } from 'hono';
import { cmsRoutes } from '../cms/cmsRoutes';
import { packageRoot } from '../config/packageRoot';
import { contentRoutes } from '../content/contentRoutes';
import type { OpenDatabase } from '../db/openDatabase';
import type { ApiEnv } from '../http/apiEnv';
import { imageRoutes } from '../images/imageRoutes';
import type { CmsPlatform } from '../platform/CmsPlatform';
import { urlRoutes } from '../urlMapping/urlRoutes';
import type { CatalogDependencies } from './CatalogDependencies';
import { mountCatalogSearch } from './mountCatalogSearch';
import { renderListRoutes } from './renderListRoutes';
import { resolveSearch } from './resolveSearch';

/**
 * Mounts the catalogue read path on the API: `/api/catalog`, `/api/url`, `/api/ext/cms-data`, `/api/content`,
 * `/api/ext/slide-photo`, `/api/products/render-list` (and `/api/product/render-list`) and `/img`.
 */
export function mountCatalog(
  app: Hono<ApiEnv>,
  database: OpenDatabase,
  cms: CmsPlatform,
  dependencies: CatalogDependencies,
): void {
  const search = resolveSearch(database, dependencies);
  const content = contentRoutes(cms, dependencies);
  mountCatalogSearch(app, search);
  app.route('/api/url', urlRoutes(search, dependencies));
  app.route('/api/ext/cms-data', cmsRoutes(search));
  app.route('/api/content', content.content);
  app.route('/api/ext/slide-photo', content.slides);
  app.route('/api/products', renderListRoutes(search, dependencies));
  app.route('/api/product', renderListRoutes(search, dependencies));
  app.route(
    '/img',
    imageRoutes({
      sourceDir: dependencies.imageSourceDir ?? join(packageRoot, 'seed', 'images'),
      ...(dependencies.imageCacheDir ? { cacheDir: dependencies.imageCacheDir } : {}),
    }),
  );
}
