import { describe, expect, it } from 'vitest';
import { imageBox, imageUrl } from './imageUrl';

describe('image URLs through /img', () => {
  it('a SPEC §9 box is asked as it is', () => {
    expect(imageUrl('/catalog/tarp-noir.svg')({ width: 250, height: 375 })).toBe(
      '/img/250/375/resize/catalog/tarp-noir.svg',
    );
    expect(imageUrl('catalog/tarp-noir.svg')({ width: 900, height: 700 })).toBe(
      '/img/900/700/resize/catalog/tarp-noir.svg',
    );
  });

  it('a 2× candidate of the srcset is asked at its own size, for sharp images on dense screens', () => {
    expect(imageBox({ width: 500, height: 750 })).toEqual({ width: 500, height: 750 });
    expect(imageBox({ width: 300, height: 300 })).toEqual({ width: 300, height: 300 });
    expect(imageBox({ width: 906, height: 1050 })).toEqual({ width: 906, height: 1050 });
    expect(imageBox({ width: 1800, height: 1400 })).toEqual({ width: 1800, height: 1400 });
  });

  it('a size the endpoint does not render is served from the next allowed box up, never refused', () => {
    expect(imageBox({ width: 320, height: 320 })).toEqual({ width: 300, height: 300 });
    expect(imageBox({ width: 400, height: 500 })).toEqual({ width: 453, height: 525 });
    expect(imageBox({ width: 4000, height: 3000 })).toEqual({ width: 1800, height: 1400 });
  });

  it('a product without an image shows the placeholder drawing', () => {
    expect(imageUrl(null)({ width: 150, height: 150 })).toBe('/img/150/150/resize/catalog/document-bleu.svg');
  });
});
