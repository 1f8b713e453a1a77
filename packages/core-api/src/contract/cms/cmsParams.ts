import * as v from 'valibot';

/**
 * The path params of a CMS data call: `id` is a numeric id or an identifier (`modal-all-page`).
 *
 * @example
 * v.parse(CmsParamsSchema, { id: 'modal-all-page' });
 */
export const CmsParamsSchema = v.object({
  id: v.pipe(
    v.union([v.pipe(v.number(), v.integer(), v.minValue(1), v.transform(String)), v.string()]),
    v.trim(),
    v.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/i, 'Must be an id or an identifier.'),
  ),
});

/** The path params of a CMS data call. */
export type CmsParams = v.InferInput<typeof CmsParamsSchema>;
