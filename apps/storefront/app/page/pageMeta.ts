import type { MetaDescriptor } from 'react-router';
import type { SeoData } from '../seo/SeoData';
import { seoMeta } from '../seo/seoMeta';
import { errorMeta } from './errorMeta';

/** What a page route's `meta` is given (the fields of React Router's meta arguments it reads). */
interface PageMetaArgs {
  readonly loaderData?: { readonly seo?: SeoData } | undefined;
  readonly error?: unknown;
  readonly location: { readonly pathname: string };
}

/**
 * The `meta` of a page route: the SEO data its loader sent, or the error's when the loader failed.
 *
 * @example
 * export const meta: Route.MetaFunction = pageMeta;
 */
export function pageMeta({ loaderData, error, location }: PageMetaArgs): MetaDescriptor[] {
  return error ? errorMeta(error, location.pathname) : seoMeta(loaderData?.seo);
}
