/** One URL of the sitemap. */
export interface SitemapEntry {
  readonly path: string;
  readonly lastModified?: string | null | undefined;
  readonly priority?: number;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemap XML (sitemaps.org 0.9) of absolute URLs; duplicate paths are listed once, dates as `YYYY-MM-DD`.
 *
 * @example
 * sitemapXml('https://shop.example', [{ path: '/', priority: 1 }]);
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries.flatMap((entry) => {
    if (seen.has(entry.path)) return [];
    seen.add(entry.path);
    const date =
      entry.lastModified && !Number.isNaN(Date.parse(entry.lastModified)) ? new Date(entry.lastModified) : null;
    return [
      [
        '  <url>',
        `    <loc>${escapeXml(`${origin}${entry.path}`)}</loc>`,
        ...(date ? [`    <lastmod>${date.toISOString().slice(0, 10)}</lastmod>`] : []),
        ...(entry.priority !== undefined ? [`    <priority>${entry.priority.toFixed(1)}</priority>`] : []),
        '  </url>',
      ].join('\n'),
    ];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
