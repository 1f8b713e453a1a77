import { describe, expect, it } from 'vitest';
import { stripHtml } from './stripHtml';

describe('review text', () => {
  it('loses its tags and scripts', () => {
    expect(stripHtml('<p><b>Très</b> solide</p><script>alert("x")</script>')).toBe('Très solide');
    expect(stripHtml('<img src=x onerror=alert(1)>Bien')).toBe('Bien');
  });

  it('keeps plain text, decodes entities and never re-creates a tag', () => {
    expect(stripHtml('5 &gt; 4 &amp; l&#39;eau')).toBe("5 > 4 & l'eau");
    expect(stripHtml('&lt;script&gt;')).toBe('<script>');
    expect(stripHtml('a < b')).toBe('a b');
  });
});
