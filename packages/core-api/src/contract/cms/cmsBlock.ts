import * as v from 'valibot';

/**
 * A CMS block (SPEC §3 "CMS block"); `modal-all-page` drives the promotions modal when active.
 *
 * @example
 * v.parse(CmsBlockSchema, { id: 9, identifier: 'modal-all-page', content: '<p>-10 %</p>', active: true });
 */
export const CmsBlockSchema = v.looseObject({
  id: v.number(),
  identifier: v.string(),
  title: v.optional(v.string()),
  content: v.string(),
  active: v.optional(v.boolean(), true),
});

/** A CMS block. */
export type CmsBlock = v.InferOutput<typeof CmsBlockSchema>;
