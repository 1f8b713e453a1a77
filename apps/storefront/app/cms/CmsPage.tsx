import { Breadcrumbs } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { usePageData } from '../api/usePageData';
import { CmsContent } from './CmsContent';
import type { CmsPageData } from './CmsPageData';
import { ExampleSellerNotice } from './ExampleSellerNotice';

/** A CMS or static page: its title and sanitised content (SPEC §2). */
export function CmsPage({ dataKey }: { dataKey: readonly unknown[] }) {
  const { t } = useLingui();
  const page = usePageData<CmsPageData>(dataKey);
  return (
    <article className="cms-page">
      <Breadcrumbs label={t`Breadcrumb`} items={[{ label: t`Home`, href: '/' }, { label: page.title }]} />
      {page.exampleSeller ? <ExampleSellerNotice /> : null}
      {page.hasOwnHeading ? null : <h1>{page.title}</h1>}
      <CmsContent html={page.html} className="cms-page__content" />
    </article>
  );
}
