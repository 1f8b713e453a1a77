/** An output format of the image endpoint. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/**
 * The best format the client accepts (`Accept` header): AVIF, then WebP, else JPEG, which every browser reads.
 * A format listed with `q=0` is refused.
 */
export function negotiateImageFormat(accept: string | undefined): ImageFormat {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}
