import { Breadcrumbs, NewsletterInvite } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ProductTeaser } from '../catalog/ProductTeaser';
import { ProductTeaserGrid } from '../catalog/ProductTeaserGrid';
import { CmsContent } from '../cms/CmsContent';
import { useModals } from '../modals/modalsAtom';
import type { BlogArticle } from './blogArticle';
import { useArticleDate } from './useArticleDate';
import './blog.css';

/** What an article's loader sends. */
export interface BlogArticlePageProps {
  readonly article: BlogArticle;
  /** Sanitised HTML. */
  readonly html: string;
  readonly products: readonly ProductTeaser[];
  readonly blogHref: string;
  readonly homeHref: string;
}

/** An article at `/blog/{slug}`: its date, its content, the products it mentions, and the newsletter invitation. */
export function BlogArticlePage({ article, html, products, blogHref, homeHref }: BlogArticlePageProps) {
  const { t } = useLingui();
  const modals = useModals();
  const date = useArticleDate();
  const published = date(article.publishedAt);
  return (
    <article className="blog-page blog-article">
      <Breadcrumbs
        label={t`Breadcrumb`}
        items={[{ label: t`Home`, href: homeHref }, { label: t`Blog`, href: blogHref }, { label: article.title }]}
      />
      <header className="blog-article__header">
        <h1>{article.title}</h1>
        <p className="blog-card__date">
          {t`Published on`} <time dateTime={article.publishedAt}>{published}</time>
        </p>
        <p className="blog-page__lead">{article.summary}</p>
      </header>
      <CmsContent html={html} className="blog-article__content" />
      {products.length > 0 ? (
        <section className="blog-article__products" aria-labelledby="blog-products-title">
          <h2 id="blog-products-title">{t`Products in this article`}</h2>
          <ProductTeaserGrid teasers={products} label={t`Products in this article`} />
        </section>
      ) : null}
      {/* SPEC §4 "Newsletter": the sign-up opens only when asked, its opt-in never pre-ticked. */}
      <NewsletterInvite
        heading={t`Our advice in your mailbox`}
        text={t`One letter a month: installing, maintaining, regulations — and 10% off your first order.`}
        actionLabel={t`Get our advice`}
        onOpen={() => modals.open('newsletter')}
      />
      <p>
        <Link to={blogHref}>{t`All our articles`}</Link>
      </p>
    </article>
  );
}
