import * as v from 'valibot';
import { CategorySchema } from '../category/category';
import { CmsPageSchema } from '../cms/cmsPage';
import { ProductSchema } from '../product/product';

/**
 * What a URL maps to (SPEC §7 "URL mapping"): `_type` tells whether `_source` is a product, a category
 * or a CMS page.
 *
 * @example
 * const mapping = v.parse(UrlMappingSchema, { _type: 'cms_page', _source: { id: 3, identifier: 'about-us', content: '' } });
 * if (mapping._type === 'cms_page') mapping._source.identifier;
 */
export const UrlMappingSchema = v.variant('_type', [
  v.looseObject({ _type: v.literal('product'), _id: v.optional(v.string()), _source: ProductSchema }),
  v.looseObject({ _type: v.literal('category'), _id: v.optional(v.string()), _source: CategorySchema }),
  v.looseObject({ _type: v.literal('cms_page'), _id: v.optional(v.string()), _source: CmsPageSchema }),
]);

/** What a URL maps to. */
export type UrlMapping = v.InferOutput<typeof UrlMappingSchema>;
