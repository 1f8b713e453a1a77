import { type ApiClient, ApiError } from '@citerne/core-api';
import { loadCategories } from '../catalog/loadCategories.server';
import { sanitizeHtml } from '../cms/sanitizeHtml.server';
import type { LayoutData } from './LayoutData';

async function activeBlock(client: ApiClient, identifier: string) {
  try {
    const block = await client.cms.block(identifier);
    return block.active === false ? null : block;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The layout's data: the category tree of the menus, the footer's product links block and the promotions
 * block `modal-all-page` (SPEC §7 "modal-all-page is fetched at startup"), shown only when active.
 */
export async function loadLayoutData(client: ApiClient): Promise<LayoutData> {
  const [categories, footer, promotion] = await Promise.all([
    loadCategories(client),
    activeBlock(client, 'footer-product-link').catch(() => null),
    activeBlock(client, 'modal-all-page').catch(() => null),
  ]);
  return {
    categories,
    footerProductLinks: sanitizeHtml(footer?.content, { demoteH1: true }),
    promotion: promotion?.content
      ? { title: promotion.title ?? '', html: sanitizeHtml(promotion.content, { demoteH1: true }) }
      : null,
  };
}
