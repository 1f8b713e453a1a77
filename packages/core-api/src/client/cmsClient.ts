import type { CmsBlock } from '../contract/cms/cmsBlock';
import { cmsBlockCall } from '../contract/cms/cmsBlockCall';
import type { CmsPage } from '../contract/cms/cmsPage';
import { cmsPageCall } from '../contract/cms/cmsPageCall';
import { type ClientContext, callApi } from './callApi';

/** The CMS data calls of SPEC §7, by numeric id or identifier. */
export interface CmsClient {
  page(idOrIdentifier: string | number): Promise<CmsPage>;
  block(idOrIdentifier: string | number): Promise<CmsBlock>;
}

/**
 * Creates the CMS data calls.
 *
 * @example
 * const promo = await createCmsClient(context).block('modal-all-page');
 */
export function createCmsClient(context: ClientContext): CmsClient {
  return {
    async page(id) {
      return (await callApi(context, cmsPageCall, { params: { id } })).result;
    },
    async block(id) {
      return (await callApi(context, cmsBlockCall, { params: { id } })).result;
    },
  };
}
