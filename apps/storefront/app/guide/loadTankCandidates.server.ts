import type { ApiClient } from '@citerne/core-api';
import type { Attribute, Product } from '@citerne/core-api/contract';
import { productHref } from '../catalog/productHref';
import { searchCatalog } from '../catalog/searchCatalog';
import type { GuideUse } from './guideQuery';
import { parseDimensions } from './parseDimensions';
import type { TankCandidate } from './recommendTanks';

/**
 * The `usage` attribute's option label of each use. The merchant names the options in the back office; the guide
 * finds their ids by these labels, so renumbered options keep working.
 */
const USAGE_LABELS: Record<GuideUse, string> = {
  rainwater: 'Eau de pluie',
  drinking: 'Eau potable',
  fire: 'Réserve incendie',
  farming: 'Irrigation et agriculture',
};

const optionLabel = (attribute: Attribute | undefined, value: unknown) =>
  attribute?.options?.find((option) => String(option.value) === String(value))?.label;

/** "3 m³", "1 000 m³" → 3, 1000; null otherwise. */
function cubicMetres(label: string | undefined): number | null {
  const match = label?.replace(/\s/g, '').match(/^(\d+(?:[.,]\d+)?)m³$/);
  return match?.[1] ? Number(match[1].replace(',', '.')) : null;
}

/** A catalogue tank as the guide compares it, or null when its volume or dimensions cannot be read. */
function toCandidate(product: Product, volume: Attribute | undefined): TankCandidate | null {
  const record = product as Record<string, unknown>;
  const volumeM3 = cubicMetres(optionLabel(volume, record.volume));
  const dimensions = typeof record.dimensions === 'string' ? parseDimensions(record.dimensions) : null;
  if (volumeM3 === null || !dimensions) return null;
  return {
    sku: product.sku,
    name: product.name,
    href: productHref(product),
    volumeM3,
    dimensions,
    inStock: product.stock?.is_in_stock !== false,
    price: product.price_incl_tax ?? product.final_price ?? product.price ?? 0,
  };
}

/**
 * The catalogue's tanks for a use: the visible products whose `usage` holds the use's option and that state a volume
 * and dimensions. An unknown option (renamed by the merchant) gives no tank rather than every product.
 *
 * @example
 * const tanks = await loadTankCandidates(client, 'fire'); // the fire reserves, 30 m³ to 500 m³
 */
export async function loadTankCandidates(client: ApiClient, use: GuideUse): Promise<TankCandidate[]> {
  const { items: attributes } = await client.catalog.search({ type: 'attribute', size: 150 });
  const usage = attributes.find((attribute) => attribute.attribute_code === 'usage');
  const volume = attributes.find((attribute) => attribute.attribute_code === 'volume');
  const option = usage?.options?.find((candidate) => candidate.label === USAGE_LABELS[use]);
  if (!option) return [];
  const { items } = await searchCatalog(client, {
    filters: [{ kind: 'term', field: 'usage', value: Number(option.value) }],
    size: 100,
    scope: 'catalog',
    include: [
      'id',
      'sku',
      'name',
      'url_key',
      'slug',
      'type_id',
      'price_incl_tax',
      'stock.is_in_stock',
      'volume',
      'dimensions',
    ],
  });
  return items.flatMap((product) => toCandidate(product, volume) ?? []);
}
