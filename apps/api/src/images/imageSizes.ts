/** An image size the image endpoint produces. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

const specSizes: readonly ImageSize[] = [
  { width: 250, height: 375 },
  { width: 150, height: 150 },
  { width: 453, height: 525 },
  { width: 900, height: 700 },
];

/**
 * The allowed sizes: those of SPEC §9 "Images" (thumbnails category 250x375, cart 150x150, product 453x525,
 * gallery 900x700) at 1× and at 2× for high-density screens (the `srcset` of the storefront's images). Any
 * other size is refused, so nobody can make the server render arbitrary sizes.
 */
export const defaultImageSizes: readonly ImageSize[] = Object.freeze(
  [1, 2].flatMap((density) =>
    specSizes.map(({ width, height }) => ({ width: width * density, height: height * density })),
  ),
);
