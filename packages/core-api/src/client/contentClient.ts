import * as v from 'valibot';
import { slidePhotoCall } from '../contract/content/slidePhotoCall';
import { storeContentCall } from '../contract/content/storeContentCall';
import { type StoreContent, type StoreContentKind, storeContentSchemas } from '../contract/content/storeContentSchemas';
import { ValidationError } from '../error/ValidationError';
import { type ClientContext, callApi } from './callApi';

/** The per-store content calls (SPEC §3 "Homepage data", §7 "Banners…", "Slide photos"). */
export interface ContentClient {
  /**
   * The document of a kind of per-store content, validated with `storeContentSchemas[kind]`; a document
   * of another shape throws a `ValidationError`.
   */
  store<K extends Exclude<StoreContentKind, 'slides'>>(storeCode: string, kind: K): Promise<StoreContent<K>>;
  /**
   * The home slider, asked with the admin token, sorted by ascending numeric priority (SPEC §3). Server
   * only: the admin token must never reach a browser.
   */
  slides(storeCode: string, adminToken: string): Promise<StoreContent<'slides'>>;
}

/**
 * Creates the per-store content calls.
 *
 * @example
 * const { mainBanners } = await createContentClient(context).store('fr', 'banners');
 */
export function createContentClient(context: ClientContext): ContentClient {
  return {
    async store(storeCode, kind) {
      const { result } = await callApi(context, storeContentCall, { params: { storeCode, kind } });
      const parsed = v.safeParse(storeContentSchemas[kind], result);
      if (!parsed.success)
        throw ValidationError.fromIssues('response', `${storeContentCall.name} ${kind} result`, parsed.issues);
      return parsed.output as StoreContent<typeof kind>;
    },
    async slides(storeCode, adminToken) {
      const { result } = await callApi(context, slidePhotoCall, {
        query: { storeCode },
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      return [...result].sort((a, b) => a.priority - b.priority);
    },
  };
}
