/**
 * HTML content that the server already sanitised (`sanitizeHtml`), drawn with the shop's prose styles.
 *
 * @example
 * <CmsContent html={page.html} />
 */
export function CmsContent({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={['prose', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
