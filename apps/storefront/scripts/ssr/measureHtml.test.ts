import { describe, expect, it } from 'vitest';
import { measureHtml } from './measureHtml';

describe('measureHtml', () => {
  it('counts the loader data scripts and the inline SVG of a page', () => {
    const loader = '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[{\\"a\\":1}]");</script>';
    const other = '<script nonce="n">console.log("é")</script>';
    const svg = '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>';
    const html = `<!DOCTYPE html><html><body><p>Citerne</p>${svg}${other}${loader}${loader}</body></html>`;
    const weight = measureHtml(html);
    expect(weight.bytes).toBe(Buffer.byteLength(html));
    expect(weight.loaderDataBytes).toBe(2 * loader.length);
    expect(weight.svgBytes).toBe(svg.length);
    expect(weight.brotliBytes).toBeGreaterThan(0);
    expect(weight.brotliBytes).toBeLessThan(weight.bytes);
  });
});
