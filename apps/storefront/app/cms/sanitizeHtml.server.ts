import sanitize from 'sanitize-html';

/** How much of a page's outline the HTML may use. */
export interface SanitizeOptions {
  /** Turns `<h1>` into `<h2>` when the page already has its own heading. */
  readonly demoteH1?: boolean;
}

const allowedTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sup',
  'sub',
  'abbr',
  'span',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'q',
  'cite',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'address',
  'section',
  'article',
  // Boxed legal texts (the CGV's guarantees box of art. D211-2 Code de la consommation).
  'aside',
];

/**
 * Sanitises HTML from the CMS and the catalogue (page content, blocks, descriptions) before it reaches a page:
 * only text, list, table, link and image markup is kept; scripts, styles, frames, event handlers and
 * `javascript:` URLs are removed. Links opening a new tab get `rel="noopener noreferrer"`. Runs on the server
 * only, so the sanitiser never weighs on the browser bundle.
 *
 * @example
 * sanitizeHtml('<p onclick="x()">Bonjour<script>alert(1)</script></p>'); // '<p>Bonjour</p>'
 */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  return sanitize(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'hreflang'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      abbr: ['title'],
      '*': ['id', 'lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      ...(options.demoteH1 ? { h1: 'h2' } : {}),
      a: (tagName, attribs) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
    },
  }).trim();
}
