import type { ImageUrlBuilder } from '@citerne/ui-kit';

/** The boxes the image endpoint renders (SPEC §9 "Images"); it refuses any other size. */
export const imageBoxes = Object.freeze([
  { width: 150, height: 150 },
  { width: 250, height: 375 },
  { width: 453, height: 525 },
  { width: 900, height: 700 },
]);

/**
 * The allowed box for a wanted size: the narrowest box at least 90 % as wide, else the widest. A 2× density
 * candidate of a srcset (500×750 for a 250×375 card) is served from the next box up (453×525).
 *
 * @example
 * imageBox({ width: 500, height: 750 }); // { width: 453, height: 525 }
 */
export function imageBox(wanted: { width: number; height: number }): { width: number; height: number } {
  const widest = imageBoxes[imageBoxes.length - 1] as { width: number; height: number };
  return imageBoxes.find((box) => box.width >= wanted.width * 0.9) ?? widest;
}

/**
 * Builds `/img/{width}/{height}/resize/{path}` URLs for an image of the catalogue (`/catalog/x.svg`): the API
 * resizes it inside the box and negotiates AVIF or WebP. An empty path gives the shop's placeholder drawing.
 *
 * @example
 * imageUrl('/catalog/citerne-pluie-vert.svg')({ width: 250, height: 375 });
 * // '/img/250/375/resize/catalog/citerne-pluie-vert.svg'
 */
export function imageUrl(path: string | null | undefined): ImageUrlBuilder {
  const clean = (path || '/catalog/document-bleu.svg').replace(/^\/+/, '');
  return (wanted) => {
    const box = imageBox(wanted);
    return `/img/${box.width}/${box.height}/resize/${clean}`;
  };
}
