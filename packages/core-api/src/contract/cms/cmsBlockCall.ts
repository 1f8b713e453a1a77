import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { CmsBlockSchema } from './cmsBlock';
import { CmsParamsSchema } from './cmsParams';

/**
 * CMS block — `GET /api/ext/cms-data/cmsBlock/:id` (SPEC §7 "CMS data", by id or identifier).
 *
 * @example
 * const block = await client.cms.block('modal-all-page');
 */
export const cmsBlockCall = defineCall({
  name: 'cms.block',
  method: 'GET',
  path: '/api/ext/cms-data/cmsBlock/:id',
  auth: 'none',
  cart: false,
  params: CmsParamsSchema,
  query: TokenQuerySchema,
  result: CmsBlockSchema,
});
