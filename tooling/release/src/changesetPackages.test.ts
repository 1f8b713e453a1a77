import { describe, expect, it } from 'vitest';
import { changesetPackages } from './changesetPackages.ts';

describe('changesetPackages', () => {
  it('reads the packages of the front matter, quoted either way, and not the text below it', () => {
    const markdown = `---\n'@citerne/pricing': minor\n"@citerne/cart-sync": patch\n---\n\n'@citerne/checkout': major in prose\n`;
    expect(changesetPackages(markdown)).toEqual(['@citerne/pricing', '@citerne/cart-sync']);
  });

  it('names nothing without front matter or with an unknown bump', () => {
    expect(changesetPackages('Just text')).toEqual([]);
    expect(changesetPackages("---\n'@citerne/pricing': huge\n---\n")).toEqual([]);
  });
});
