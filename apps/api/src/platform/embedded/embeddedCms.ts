import type { CommerceContext } from '../../commerce/CommerceContext';
import type { CmsPlatform } from '../CmsPlatform';

/**
 * The CMS content of the embedded platform: the `store_content` table the catalogue seed fills.
 * @example
 * const cms = embeddedCms(context);
 */
export function embeddedCms(context: Pick<CommerceContext, 'db'>): CmsPlatform {
  return {
    async storeContent(storeCode, kind) {
      const row = await context.db
        .selectFrom('store_content')
        .select(['doc', 'updated_at'])
        .where('store_code', '=', storeCode)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row ? { doc: row.doc, updatedAt: String(row.updated_at) } : null;
    },
  };
}
