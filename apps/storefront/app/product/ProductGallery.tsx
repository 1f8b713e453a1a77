import { Image } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { imageUrl } from '../catalog/imageUrl';

/**
 * The product gallery (SPEC §9 "gallery 900x700"): the main picture, eager as the page's largest paint, and
 * thumbnails when there are several. A chosen variant's own picture comes first.
 */
export function ProductGallery({
  images,
  name,
  first,
}: {
  images: readonly string[];
  name: string;
  first?: string | null;
}) {
  const { t } = useLingui();
  const list = first ? [first, ...images.filter((image) => image !== first)] : [...images];
  const [index, setIndex] = useState(0);
  const current = list[Math.min(index, list.length - 1)] ?? null;
  return (
    <div className="product-gallery">
      <figure className="product-gallery__main">
        <Image
          src={current ?? ''}
          alt={name}
          size="gallery"
          imageUrl={imageUrl(current)}
          priority
          fit="contain"
          sizes="(min-width: 1024px) 640px, 100vw"
        />
      </figure>
      {list.length > 1 ? (
        <ul className="product-gallery__thumbs" aria-label={t`Product pictures`}>
          {list.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={position === index}
                aria-label={t`Show picture ${position + 1}`}
                onClick={() => setIndex(position)}
              >
                <Image src={image} alt="" size="cart" imageUrl={imageUrl(image)} fit="contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
