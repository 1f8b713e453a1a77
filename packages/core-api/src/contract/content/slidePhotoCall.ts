import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { storeContentSchemas } from './storeContentSchemas';

/**
 * The query of slide photo: the store code (`fr` when absent), nothing else.
 *
 * @example
 * v.parse(SlidePhotoQuerySchema, { storeCode: 'fr' });
 */
export const SlidePhotoQuerySchema = v.strictObject({
  storeCode: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,8}$/, 'must be a store code such as fr')), 'fr'),
});

/** The query of slide photo. */
export type SlidePhotoQuery = v.InferInput<typeof SlidePhotoQuerySchema>;

/**
 * Slide photo — `GET /api/ext/slide-photo?storeCode=fr` (SPEC §6, §7 "Slide photos"): needs
 * `Authorization: Bearer <admin token>` held in the server configuration, so only a server calls it. The
 * answer's `result` is the slider list as JSON text, parsed into the slides.
 *
 * @example
 * const slides = await client.content.slides('fr', adminToken);
 */
export const slidePhotoCall = defineCall({
  name: 'content.slidePhoto',
  method: 'GET',
  path: '/api/ext/slide-photo',
  auth: 'none',
  cart: false,
  query: SlidePhotoQuerySchema,
  result: v.pipe(v.string(), v.parseJson(), storeContentSchemas.slides),
});
