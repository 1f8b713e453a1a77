import type { ApiClient } from '@citerne/core-api';
import { defineCall } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { type StoreContent, storeContentSchemas } from './storeContentSchemas';

const slidePhotoCall = defineCall({
  name: 'content.slidePhoto',
  method: 'GET',
  path: '/api/ext/slide-photo',
  auth: 'none',
  cart: false,
  query: v.object({ storeCode: v.pipe(v.string(), v.regex(/^[a-z]{2,8}$/)) }),
  // SPEC §7 "Slide photos": the answer is JSON text parsed into the slider list.
  result: v.pipe(v.string(), v.parseJson()),
});

/**
 * The home slider (SPEC §6, §7 "Slide photos"): asked with the admin token held by the server, sorted by
 * ascending numeric priority (SPEC §3 "Homepage data"). Server only: the token never reaches the browser.
 *
 * @example
 * const slides = await fetchSlides(client, 'fr', process.env.SLIDE_PHOTO_ADMIN_TOKEN);
 */
export async function fetchSlides(
  client: ApiClient,
  storeCode: string,
  adminToken: string,
): Promise<StoreContent<'slides'>> {
  const { result } = await client.call(slidePhotoCall, {
    query: { storeCode },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const slides = v.parse(storeContentSchemas.slides, result);
  return [...slides].sort((a, b) => a.priority - b.priority);
}
