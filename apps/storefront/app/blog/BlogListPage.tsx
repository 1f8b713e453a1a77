import { Breadcrumbs, Pagination } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { BlogArticle } from './blogArticle';
import { useArticleDate } from './useArticleDate';
import './blog.css';

/** What the blog list's loader sends. */
export interface BlogListPageProps {
  readonly articles: readonly BlogArticle[];
  readonly page: number;
  readonly pageCount: number;
  readonly blogHref: string;
  readonly homeHref: string;
}

/** The blog at `/blog/` (issue 17): the articles newest first with their date and summary, paged by ten. */
export function BlogListPage({ articles, page, pageCount, blogHref, homeHref }: BlogListPageProps) {
  const { t } = useLingui();
  const date = useArticleDate();
  return (
    <div className="blog-page">
      <Breadcrumbs label={t`Breadcrumb`} items={[{ label: t`Home`, href: homeHref }, { label: t`Blog` }]} />
      <h1>{t`Blog`}</h1>
      <p className="blog-page__lead">
        {t`Practical advice from our workshop: installing, regulations, fire reserves and maintenance of soft water tanks.`}
      </p>
      <ul className="blog-list">
        {articles.map((article) => (
          <li key={article.slug}>
            <article className="blog-card" aria-labelledby={`blog-${article.slug}`}>
              <h2 id={`blog-${article.slug}`} className="blog-card__title">
                <Link to={`${blogHref}${article.slug}`}>{article.title}</Link>
              </h2>
              <p className="blog-card__date">
                <time dateTime={article.publishedAt}>{date(article.publishedAt)}</time>
              </p>
              <p className="blog-card__summary">{article.summary}</p>
            </article>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <Pagination
          label={t`Blog pages`}
          page={page}
          pageCount={pageCount}
          hrefForPage={(number) => (number === 1 ? blogHref : `${blogHref}?page=${number}`)}
          previousLabel={t`Previous page`}
          nextLabel={t`Next page`}
          pageLabel={(number) => t`Page ${number}`}
        />
      ) : null}
    </div>
  );
}
