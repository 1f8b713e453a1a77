import { CmsBlockSchema, CmsPageSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededCatalogApi } from '../catalog/testing/seededCatalogApi';
import { createApi } from '../http/createApi';
import { notifyCatalogChanged, searchBackendFor } from '../search/searchBackends';
import { testBackends } from '../testing/testDatabases';

const adminToken = 'slide-photo-admin-token-for-tests';

describe.each(testBackends)('CMS data, store content and slide photos on %s', (backend) => {
  let shop: Awaited<ReturnType<typeof seededCatalogApi>>;
  beforeAll(async () => {
    shop = await seededCatalogApi(backend, { slidePhotoToken: adminToken });
  });
  afterAll(() => shop.database.close());

  it('serves a CMS page by identifier and by id', async () => {
    const byIdentifier = await shop.json('/api/ext/cms-data/cmsPage/conditions-generales-de-vente');
    const page = v.parse(CmsPageSchema, byIdentifier.body.result);
    expect(page.content).toMatch(/L221-28/);
    const byId = await shop.json(`/api/ext/cms-data/cmsPage/${page.id}`);
    expect(byId.body.result.identifier).toBe('conditions-generales-de-vente');
    const byStore = await shop.json('/api/ext/cms-data/cmsPageIdentifier/mentions-legales/storeId/1');
    expect(byStore.body.result.title).toBe('Mentions légales');
  });

  it('an unknown page answers 404 "CMS query returned empty result"', async () => {
    const { status, body } = await shop.json('/api/ext/cms-data/cmsPage/page-inconnue');
    expect(status).toBe(404);
    expect(body.result).toBe('CMS query returned empty result page: page-inconnue');
  });

  it('refuses an id that is neither a number nor an identifier', async () => {
    const { status, body } = await shop.json('/api/ext/cms-data/cmsBlock/%3Cscript%3E');
    expect(status).toBe(400);
    expect(body.result).toMatch(/^Invalid CMS block id: id: Must be an id or an identifier\./);
    expect((await shop.json('/api/ext/cms-data/cmsBlockIdentifier/footer-product-link/storeId/x')).status).toBe(400);
  });

  it('serves blocks with their active flag: the promotions modal block is inactive, tag-manager blocks empty', async () => {
    const modal = v.parse(CmsBlockSchema, (await shop.json('/api/ext/cms-data/cmsBlock/modal-all-page')).body.result);
    expect(modal.active).toBe(false);
    const head = (await shop.json('/api/ext/cms-data/cmsBlockIdentifier/tag-manager-head/storeId/1')).body.result;
    expect(head).toMatchObject({ identifier: 'tag-manager-head', content: '' });
  });

  it('serves the active flag of the is_active column: a block switched on in the database is served active', async () => {
    const switchModal = (active: boolean) =>
      shop.database.db
        .updateTable('cms_blocks')
        .set({ is_active: active })
        .where('identifier', '=', 'modal-all-page')
        .execute();
    await switchModal(true);
    try {
      await notifyCatalogChanged(shop.database);
      const modal = (await shop.json('/api/ext/cms-data/cmsBlock/modal-all-page')).body.result;
      expect(modal).toMatchObject({ identifier: 'modal-all-page', active: true });
    } finally {
      await switchModal(false);
      await notifyCatalogChanged(shop.database);
    }
    expect((await shop.json('/api/ext/cms-data/cmsBlock/modal-all-page')).body.result.active).toBe(false);
  });

  it('serves the per-store banners, head images, Instagram images, default content and homepage', async () => {
    const banners = (await shop.json('/api/content/fr/banners')).body.result;
    expect(Object.keys(banners).sort()).toEqual(['mainBanners', 'menuAsideBanners', 'productBanners', 'smallBanners']);
    expect(banners.mainBanners[0].title).toBe('Fabrication française');
    expect((await shop.json('/api/content/fr/instagram')).body.result).toHaveLength(8);
    expect((await shop.json('/api/content/de/homepage')).body.result.bestsellers.title).toBe('Bestseller');
    const defaults = (await shop.json('/api/content/fr/default-content')).body.result;
    expect(defaults[0]).toEqual({
      title: 'Livraison offerte',
      message: ['Dès 200 € TTC d’achat', 'en France métropolitaine.'],
    });
    expect((await shop.json('/api/content/it/head-images')).status).toBe(200);
  });

  it('refuses unknown content kinds and store codes', async () => {
    const kind = await shop.json('/api/content/fr/secrets');
    expect(kind.status).toBe(400);
    expect(kind.body.result).toBe(
      'Unknown content "secrets"; ask for banners, head-images, instagram, default-content, homepage',
    );
    expect((await shop.json('/api/content/fr/slides')).status).toBe(400);
    expect((await shop.json('/api/content/es/banners')).body.result).toBe('No banners content for store es');
    expect((await shop.json('/api/content/FR1/banners')).status).toBe(400);
  });

  it('the slide-photo call needs the admin token and answers the slides as JSON text', async () => {
    const anonymous = await shop.json('/api/ext/slide-photo');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.result).toBe('The slide-photo call needs the admin token');
    const wrong = await shop.json('/api/ext/slide-photo', { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const ok = await shop.json('/api/ext/slide-photo?storeCode=fr', {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(ok.status).toBe(200);
    const slides = JSON.parse(ok.body.result) as { priority: number; title: string }[];
    const badStore = await shop.json('/api/ext/slide-photo?storeCode=F', {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(badStore.status).toBe(400);
    expect(badStore.body.result).toBe('Invalid query: storeCode: must be a store code such as fr');
    expect(slides.length).toBe(4);
    expect(slides.every((slide) => typeof slide.priority === 'number')).toBe(true);
  });

  it('without an admin token configured, the slide-photo call answers 503 naming the setting', async () => {
    const unconfigured = createApi({
      database: shop.database,
      catalog: { search: () => searchBackendFor(shop.database) },
    });
    const response = await unconfigured.request('/api/ext/slide-photo', {
      headers: { Authorization: 'Bearer anything' },
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { result: string }).result).toBe(
      'The slide-photo call is not configured (SLIDE_PHOTO_ADMIN_TOKEN)',
    );
  });
});
