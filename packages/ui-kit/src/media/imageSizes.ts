/**
 * Image sizes of SPEC §9 "Images", in CSS pixels: thumbnails category 250×375, cart 150×150,
 * product 453×525, gallery 900×700.
 */
export const imageSizes = {
  category: { width: 250, height: 375 },
  cart: { width: 150, height: 150 },
  product: { width: 453, height: 525 },
  gallery: { width: 900, height: 700 },
} as const;

/** Name of a SPEC §9 image size. */
export type ImageSizeName = keyof typeof imageSizes;
