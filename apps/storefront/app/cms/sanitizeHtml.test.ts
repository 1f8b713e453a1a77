import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.server';

describe('HTML from the CMS and the catalogue', () => {
  it('keeps text, lists, tables and links', () => {
    const html =
      '<h2>Livraison</h2><p>Offerte dès <strong>200 €</strong>.</p><ul><li><a href="/c/baches">Bâches</a></li></ul>' +
      '<table><thead><tr><th>Volume</th></tr></thead><tbody><tr><td>5 m³</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles, frames and event handlers', () => {
    expect(
      sanitizeHtml(
        '<p onclick="steal()" style="color:red">Bonjour</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>',
      ),
    ).toBe('<p>Bonjour</p>');
  });

  it('drops javascript: and data: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAA" alt="">')).toBe(
      '<a>x</a><img alt="" />',
    );
  });

  it('a link opening a new tab cannot reach its opener', () => {
    expect(sanitizeHtml('<a href="https://www.instagram.com/" target="_blank">Instagram</a>')).toBe(
      '<a href="https://www.instagram.com/" target="_blank" rel="noopener noreferrer">Instagram</a>',
    );
  });

  it('demotes a heading 1 when the page has its own', () => {
    expect(sanitizeHtml('<h1>Guide</h1>', { demoteH1: true })).toBe('<h2>Guide</h2>');
  });

  it('empty content gives an empty string', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});
