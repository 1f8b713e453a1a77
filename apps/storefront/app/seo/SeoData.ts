/** What a page says about itself to search engines and link previews (computed by its loader). */
export interface SeoData {
  readonly title: string;
  readonly description: string;
  /** Absolute canonical URL. */
  readonly canonical: string;
  /** `hreflang` alternates of the defined store views, absolute URLs. */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  readonly ogType: 'website' | 'product' | 'article';
  /** Absolute URL of the preview image. */
  readonly image?: string | undefined;
  /** Pages that must stay out of search results (not found, error). */
  readonly noindex?: boolean | undefined;
  /** JSON-LD documents (Product, BreadcrumbList…). */
  readonly jsonLd: readonly Record<string, unknown>[];
}
