import type { ImageUrlBuilder } from '@citerne/ui-kit';

/**
 * The boxes the image endpoint renders: SPEC §9 "Images" at 1× and 2× (`apps/api/src/images/imageSizes.ts`);
 * it refuses any other size.
 */
export const imageBoxes = Object.freeze([
  { width: 150, height: 150 },
  { width: 250, height: 375 },
  { width: 300, height: 300 },
  { width: 453, height: 525 },
  { width: 500, height: 750 },
  { width: 900, height: 700 },
  { width: 906, height: 1050 },
  { width: 1800, height: 1400 },
]);

/**
 * The allowed box for a wanted size: the same box when the endpoint renders it, else the smallest box
 * covering at least 90 % of both sides, else the largest. The 1× and 2× candidates of the kit's srcset are
 * allowed boxes themselves.
 *
 * @example
 * imageBox({ width: 500, height: 750 }); // { width: 500, height: 750 }
 * imageBox({ width: 320, height: 320 }); // { width: 300, height: 300 }
 */
export function imageBox(wanted: { width: number; height: number }): { width: number; height: number } {
  const covering = imageBoxes
    .filter((box) => box.width >= wanted.width * 0.9 && box.height >= wanted.height * 0.9)
    .sort((a, b) => a.width * a.height - b.width * b.height);
  const exact = imageBoxes.find((box) => box.width === wanted.width && box.height === wanted.height);
  return exact ?? covering[0] ?? (imageBoxes[imageBoxes.length - 1] as { width: number; height: number });
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
