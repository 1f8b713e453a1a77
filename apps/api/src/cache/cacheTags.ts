/**
 * The tags of the output cache: every catalogue answer carries `catalog`, plus `product:<sku>` for each product in it
 * (configurable children included) and `category:<id>` for each category in it or filtered on.
 * @example
 * cacheTags.product('CS-EP-5'); // 'product:CS-EP-5'
 */
export const cacheTags = {
  catalog: 'catalog',
  product: (sku: string) => `product:${sku}`,
  category: (id: string | number) => `category:${id}`,
} as const;
