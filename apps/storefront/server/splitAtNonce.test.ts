import { describe, expect, it } from 'vitest';
import { chunksAtNonce, splitAtNonce } from './splitAtNonce';

describe('a page cut at its nonce', () => {
  const head = Array.from({ length: 20 }, (_, i) => `<link rel="modulepreload" href="/a${i}.js" nonce="OLD">`).join('');
  const html = `<html><head>${head}</head><body>${'<p>citerne</p>'.repeat(2000)}<script nonce="OLD">x</script></body>`;

  it('is answered again with another nonce wherever the render’s stood, and only there', () => {
    const parts = splitAtNonce(Buffer.from(html), 'OLD');
    expect(parts).toHaveLength(22);
    expect(Buffer.concat(chunksAtNonce(parts, 'NEW')).toString()).toBe(html.replaceAll('OLD', 'NEW'));
  });

  it('is answered in a few chunks, the large parts as they are, never copied', () => {
    const parts = splitAtNonce(Buffer.from(html), 'OLD');
    const large = parts.find((part) => part.byteLength > 8 * 1024);
    const chunks = chunksAtNonce(parts, 'NEW');
    expect(chunks.length).toBeLessThanOrEqual(3);
    expect(chunks).toContain(large);
  });

  it('is one part when the render had no nonce', () => {
    expect(splitAtNonce(Buffer.from(html), '')).toHaveLength(1);
  });
});
