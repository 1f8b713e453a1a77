import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');
const fontPackage = dirname(fileURLToPath(import.meta.resolve('@fontsource-variable/inter/package.json')));

describe('fonts.css', () => {
  it('declares the Latin and Latin Extended faces of Inter', () => {
    expect(faces).toHaveLength(2);
    for (const face of faces) expect(face).toMatch(/font-family:\s*"Inter Variable"/);
  });

  it('never swaps a late font in: every face is font-display optional (issue 21, CLS 0)', () => {
    for (const face of faces) expect(face).toMatch(/font-display:\s*optional;/);
  });

  it('links files the font package has, which the bundlers resolve', () => {
    const urls = faces.map((face) => /url\("@fontsource-variable\/inter\/([^"]+)"\)/.exec(face)?.[1]);
    expect(urls).toEqual(['files/inter-latin-ext-wght-normal.woff2', 'files/inter-latin-wght-normal.woff2']);
    for (const url of urls) expect(existsSync(join(fontPackage, url ?? '')), url).toBe(true);
  });
});
