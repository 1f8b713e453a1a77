import { brotliCompressSync, constants } from 'node:zlib';

/** What a server-rendered page weighs, and how much of it is the loader data the browser hydrates from. */
export interface HtmlWeight {
  /** Bytes of the HTML as sent without compression. */
  readonly bytes: number;
  /** Bytes of the inline scripts that stream React Router's loader data (the dehydrated query state is in them). */
  readonly loaderDataBytes: number;
  /** Bytes of inline SVG. */
  readonly svgBytes: number;
  /** Bytes of the HTML in brotli at the shop's live quality (4). */
  readonly brotliBytes: number;
}

/**
 * Weighs a page's HTML: its size, the share of it that is loader data (React Router's `streamController.enqueue`
 * scripts: the pages' dehydrated TanStack Query state, SEO data, the root loader's data), inline SVG, and its
 * brotli size.
 * @example
 * const { bytes, loaderDataBytes } = measureHtml(await (await fetch(url)).text());
 */
export function measureHtml(html: string): HtmlWeight {
  let loaderDataBytes = 0;
  for (const [script = ''] of html.matchAll(/<script\b[^>]*>[^<]*?streamController\.enqueue[\s\S]*?<\/script>/g)) {
    loaderDataBytes += Buffer.byteLength(script);
  }
  let svgBytes = 0;
  for (const [svg = ''] of html.matchAll(/<svg\b[\s\S]*?<\/svg>/g)) svgBytes += Buffer.byteLength(svg);
  const bytes = Buffer.byteLength(html);
  const brotliBytes = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  return { bytes, loaderDataBytes, svgBytes, brotliBytes };
}
