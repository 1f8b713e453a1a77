/** An image size the image endpoint produces. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The allowed sizes (SPEC §9 "Images: thumbnails category 250x375, cart 150x150, product 453x525, gallery
 * 900x700"): any other size is refused, so nobody can make the server render arbitrary sizes.
 */
export const defaultImageSizes: readonly ImageSize[] = Object.freeze([
  { width: 250, height: 375 },
  { width: 150, height: 150 },
  { width: 453, height: 525 },
  { width: 900, height: 700 },
]);
