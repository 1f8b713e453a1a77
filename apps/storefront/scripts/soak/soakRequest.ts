/** One request of the soak: what to send, and the kind it is counted under. */
export interface SoakRequest {
  readonly kind: 'page' | 'search' | 'image' | 'cart';
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  readonly accept?: string;
}

/** What the soak draws from: pages, filters, words, images and cart lines of the seeded shop. */
export interface SoakCatalogue {
  readonly pages: readonly string[];
  readonly categories: readonly string[];
  /** Filter query parameters of category pages (`color=49`). */
  readonly filters: readonly string[];
  readonly sorts: readonly string[];
  readonly words: readonly string[];
  /** Image paths as the pages reference them, without their size (`catalog/citerne-pluie-vert.svg`). */
  readonly images: readonly string[];
  readonly imageSizes: readonly (readonly [number, number])[];
  readonly lines: readonly { readonly sku: string; readonly qty: number }[];
}

const IMAGE_ACCEPTS = ['image/avif,image/webp,*/*', 'image/webp,*/*', 'image/jpeg'];

/**
 * The `index`th request of the soak, drawn with `random`: 3 in 10 pages (home, products, categories with filters and
 * sorts), 3 searches with queries no one asked before (the index is in the text) and filters, 2 images of
 * every allowed size and format, 2 cart calls (`cartId` given: an update, a pull or the totals; else a new cart).
 * Distinct queries are the point: every in-process cache keyed by what is asked must stay bounded under them.
 * @example
 * const request = soakRequest(41, Math.random, catalogue, null);
 */
export function soakRequest(
  index: number,
  random: () => number,
  catalogue: SoakCatalogue,
  cartId: string | null,
): SoakRequest {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const slot = index % 10;
  if (slot < 3) {
    if (slot > 0 || catalogue.categories.length === 0)
      return { kind: 'page', method: 'GET', path: pick(catalogue.pages) };
    const query = new URLSearchParams();
    if (random() < 0.5 && catalogue.filters.length > 0) {
      const [name = '', value = ''] = pick(catalogue.filters).split('=');
      query.append(name, value);
    }
    if (random() < 0.4 && catalogue.sorts.length > 0) query.set('sort', pick(catalogue.sorts));
    const search = query.toString();
    return { kind: 'page', method: 'GET', path: `${pick(catalogue.categories)}${search ? `?${search}` : ''}` };
  }
  if (slot < 6) {
    const text = `${pick(catalogue.words)} ${index.toString(36)}`;
    const filters: unknown[] = [];
    if (random() < 0.5 && catalogue.filters.length > 0) {
      const [field = '', value = ''] = pick(catalogue.filters).split('=');
      filters.push({ kind: 'terms', field, values: [Number(value)] });
    }
    if (random() < 0.3) filters.push({ kind: 'range', field: 'price', ranges: [{ from: Math.floor(random() * 500) }] });
    const request = encodeURIComponent(JSON.stringify({ text, filters }));
    return {
      kind: 'search',
      method: 'GET',
      path: `/api/catalog?type=product&request=${request}&size=${pick([12, 16, 18])}`,
    };
  }
  if (slot < 8 && catalogue.images.length > 0) {
    const [width, height] = pick(catalogue.imageSizes);
    return {
      kind: 'image',
      method: 'GET',
      path: `/img/${width}/${height}/resize/${pick(catalogue.images)}`,
      accept: pick(IMAGE_ACCEPTS),
    };
  }
  if (!cartId) return { kind: 'cart', method: 'POST', path: '/api/cart/create' };
  const query = `?cartId=${encodeURIComponent(cartId)}`;
  const choice = random();
  if (choice < 0.5) {
    return {
      kind: 'cart',
      method: 'POST',
      path: `/api/cart/update${query}`,
      body: { cartItem: { ...pick(catalogue.lines), quoteId: cartId } },
    };
  }
  return { kind: 'cart', method: 'GET', path: choice < 0.75 ? `/api/cart/pull${query}` : `/api/cart/totals${query}` };
}
