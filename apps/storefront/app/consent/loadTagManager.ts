import { browserApi } from '../api/browserApi';
import { injectTagManager } from './tagManagerDom';

const blockContent = (identifier: string) =>
  browserApi()
    .then((client) => client.cms.block(identifier))
    .then((block) => (block.active === false ? '' : block.content))
    .catch(() => '');

/**
 * Fetches the tag-manager CMS blocks (`tag-manager-head`, `tag-manager-body`) and adds them to the page, unless
 * `stillAllowed()` says the consent was withdrawn meanwhile. Loaded only once the shopper accepted.
 *
 * @example
 * await loadTagManager(() => allowed);
 */
export async function loadTagManager(stillAllowed: () => boolean): Promise<void> {
  const [head, body] = await Promise.all([blockContent('tag-manager-head'), blockContent('tag-manager-body')]);
  if (stillAllowed() && (head || body)) injectTagManager(document, { head, body });
}
