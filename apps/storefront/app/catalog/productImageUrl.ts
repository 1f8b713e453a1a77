import type { ImageUrlBuilder } from '@citerne/ui-kit';

/**
 * Builds `/img/{width}/{height}/resize/{path}` URLs: the API resizes with sharp and
 * negotiates WebP/AVIF (SPEC §9 "Images").
 */
export function productImageUrl(path: string): ImageUrlBuilder {
  const clean = path.replace(/^\/+/, '');
  return ({ width, height }) => `/img/${width}/${height}/resize/${clean}`;
}
