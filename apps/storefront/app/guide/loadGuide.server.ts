import { msg } from '@lingui/core/macro';
import type { PageContext } from '../page/pageContext.server';
import { pageSeo } from '../seo/pageSeo';
import { storePath } from '../storeView/storePath';
import { GUIDE_PATH } from './guidePath';
import { parseGuideQuery } from './guideQuery';
import { loadTankCandidates } from './loadTankCandidates.server';
import { recommendTanks } from './recommendTanks';
import { sizeForAnswers } from './sizeForAnswers';

/**
 * The guide page's data: the query read back, and when it is complete the sizing and the recommended tanks. The
 * canonical URL has no query: every result is the same page for search engines.
 */
export async function loadGuide(page: PageContext) {
  const query = parseGuideQuery(page.url.searchParams);
  const sizing = query.status === 'valid' ? sizeForAnswers(query.answers) : null;
  const result =
    query.status === 'valid' && sizing
      ? {
          sizing,
          recommendation: recommendTanks(
            await loadTankCandidates(page.api.client, query.answers.use),
            sizing.volumeLitres,
            query.space,
          ),
        }
      : null;
  const seo = pageSeo({
    origin: page.api.origin,
    store: page.store,
    path: GUIDE_PATH,
    title: page.i18n._(msg`How to choose your soft water tank`),
    description: page.i18n._(
      msg`Size your soft water tank for rainwater, drinking water, a fire reserve or irrigation: our calculator shows its working and picks the tanks that fit your space.`,
    ),
    ogType: 'article',
  });
  return { query, result, action: storePath(page.store, GUIDE_PATH), homeHref: storePath(page.store, '/'), seo };
}
