import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloadPriority } from './lowerModulePreloadPriority';

const run = (chunks: string[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowerModulePreloadPriority()));

describe('module preloads of the page', () => {
  it('are fetched with low priority, in the head only', async () => {
    const html = await run([
      '<html><head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/>',
      '<link rel="modulepreload" href="/b.js"/></head><body><p>&lt;link rel="modulepreload"</p></body></html>',
    ]);
    expect(html).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="stylesheet" href="/s.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><body><p>&lt;link rel="modulepreload"</p></body></html>',
    );
  });

  it('keeps characters split between two chunks intact', async () => {
    const bytes = Buffer.from('<head><title>Bâche</title></head>');
    const cut = bytes.indexOf(Buffer.from('â')) + 1;
    const html = await text(
      Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(lowerModulePreloadPriority()),
    );
    expect(html).toBe('<head><title>Bâche</title></head>');
  });

  it('a document without a head passes through whole', async () => {
    expect(await run(['<p>', 'fragment</p>'])).toBe('<p>fragment</p>');
  });
});
