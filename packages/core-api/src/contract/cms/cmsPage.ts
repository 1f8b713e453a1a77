import * as v from 'valibot';

/**
 * A CMS page (SPEC §3 "CMS page").
 *
 * @example
 * v.parse(CmsPageSchema, { id: 3, identifier: 'about-us', content: '<p>…</p>', sort_order: 0 });
 */
export const CmsPageSchema = v.looseObject({
  id: v.number(),
  identifier: v.string(),
  title: v.optional(v.string()),
  content: v.string(),
  content_heading: v.nullish(v.string()),
  sort_order: v.nullish(v.union([v.number(), v.string()])),
  active: v.optional(v.boolean()),
  meta_title: v.nullish(v.string()),
  meta_description: v.nullish(v.string()),
  meta_keywords: v.nullish(v.string()),
});

/** A CMS page. */
export type CmsPage = v.InferOutput<typeof CmsPageSchema>;
