import * as v from 'valibot';

/** A category and its subtree (SPEC §3 "Category"). */
export interface Category {
  id: number;
  parent_id?: number | null | undefined;
  parent_ids?: number[] | undefined;
  level?: number | undefined;
  name: string;
  slug?: string | null | undefined;
  path?: string | undefined;
  position?: number | undefined;
  is_active?: boolean | undefined;
  product_count?: number | undefined;
  children_count?: number | string | undefined;
  children_data?: Category[] | undefined;
  image?: string | null | undefined;
  description?: string | null | undefined;
  category_short_description?: string | null | undefined;
  meta_title?: string | null | undefined;
  meta_keywords?: string | null | undefined;
  meta_description?: string | null | undefined;
  url_key?: string | null | undefined;
  url_path?: string | null | undefined;
  [key: string]: unknown;
}

/**
 * A category with its `children_data` tree (SPEC §3 "Category"). Permissive about extra fields.
 *
 * @example
 * v.parse(CategorySchema, {
 *   id: 3, parent_id: 2, level: 2, name: 'Citernes souples', url_path: 'citernes-souples',
 *   children_data: [{ id: 4, name: 'Citernes 10 m³' }],
 * });
 */
export const CategorySchema: v.GenericSchema<Category> = v.looseObject({
  id: v.number(),
  parent_id: v.nullish(v.number()),
  parent_ids: v.optional(v.array(v.number())),
  level: v.optional(v.number()),
  name: v.string(),
  slug: v.nullish(v.string()),
  path: v.optional(v.string()),
  position: v.optional(v.number()),
  is_active: v.optional(v.boolean()),
  product_count: v.optional(v.number()),
  children_count: v.optional(v.union([v.number(), v.string()])),
  children_data: v.optional(v.array(v.lazy(() => CategorySchema))),
  image: v.nullish(v.string()),
  description: v.nullish(v.string()),
  category_short_description: v.nullish(v.string()),
  meta_title: v.nullish(v.string()),
  meta_keywords: v.nullish(v.string()),
  meta_description: v.nullish(v.string()),
  url_key: v.nullish(v.string()),
  url_path: v.nullish(v.string()),
});
