import type { ImgHTMLAttributes } from 'react';
import styles from './Image.module.css';
import { type ImageSizeName, imageSizes } from './imageSizes';

/** Builds the URL of the image resized to a pixel box, e.g. `/img/{width}/{height}/resize/{path}`. */
export type ImageUrlBuilder = (size: { width: number; height: number }) => string;

/** Props of {@link Image}. */
export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'srcSet'> {
  /** Original image URL, used as is when no `imageUrl` builder is given. */
  src: string;
  /** Alternative text; `""` marks a decorative image. */
  alt: string;
  /** Which SPEC §9 box the image fills; sets `width`/`height` so nothing shifts while it loads. */
  size: ImageSizeName;
  /** Resizing URL builder; when given, a 1× and 2× `srcset` is produced for the box. */
  imageUrl?: ImageUrlBuilder;
  /** Above the fold: loads eagerly with high fetch priority. Otherwise lazy. */
  priority?: boolean;
  /** `cover` crops to the box, `contain` fits inside it (product packshots). */
  fit?: 'cover' | 'contain';
}

/**
 * A responsive image sized to one of the SPEC §9 boxes, lazy below the fold, with intrinsic
 * width and height so the layout does not shift.
 *
 * @example
 * <Image src="/media/citerne-10m3.jpg" alt="Citerne souple 10 m³" size="category"
 *        imageUrl={({ width, height }) => `/img/${width}/${height}/resize/media/citerne-10m3.jpg`} />
 */
export function Image({
  src,
  alt,
  size,
  imageUrl,
  priority = false,
  fit = 'cover',
  className,
  sizes,
  ...rest
}: ImageProps) {
  const box = imageSizes[size];
  const srcSet = imageUrl
    ? [1, 2]
        .map(
          (density) =>
            `${imageUrl({ width: box.width * density, height: box.height * density })} ${box.width * density}w`,
        )
        .join(', ')
    : undefined;
  return (
    <img
      {...rest}
      src={imageUrl ? imageUrl(box) : src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(min-width: 768px) ${box.width}px, 100vw`) : undefined}
      alt={alt}
      width={box.width}
      height={box.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={[styles.image, styles[fit], className].filter(Boolean).join(' ')}
    />
  );
}
