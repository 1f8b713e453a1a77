import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { CmsPageSchema } from './cmsPage';
import { CmsParamsSchema } from './cmsParams';

/**
 * CMS page — `GET /api/ext/cms-data/cmsPage/:id` (SPEC §7 "CMS data", by id or identifier).
 * An unknown page answers 404 ("CMS query returned empty result").
 *
 * @example
 * const page = await client.cms.page('about-us');
 */
export const cmsPageCall = defineCall({
  name: 'cms.page',
  method: 'GET',
  path: '/api/ext/cms-data/cmsPage/:id',
  auth: 'none',
  cart: false,
  params: CmsParamsSchema,
  query: TokenQuerySchema,
  result: CmsPageSchema,
});
