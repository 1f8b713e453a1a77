import type { TankDimensions } from './parseDimensions';

/** A tank of the catalogue, as the guide compares it. */
export interface TankCandidate {
  readonly sku: string;
  readonly name: string;
  readonly href: string;
  readonly volumeM3: number;
  readonly dimensions: TankDimensions;
  readonly inStock: boolean;
  readonly price: number;
}

/** The room the shopper has for the tank, metres; any of them may be unknown. */
export interface AvailableSpace {
  readonly length?: number | undefined;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

/** What the guide recommends, and why the others were left out. */
export interface TankRecommendation {
  readonly tanks: readonly TankCandidate[];
  /** Tanks big enough that do not fit the space given. */
  readonly tooLargeForSpace: number;
  /** True when no tank of the range holds the volume alone (the page then suggests several). */
  readonly volumeBeyondRange: boolean;
}

/** Whether a tank fits the footprint, turned either way, and under the height. */
function fits(dimensions: TankDimensions, space: AvailableSpace): boolean {
  const length = space.length ?? Number.POSITIVE_INFINITY;
  const width = space.width ?? Number.POSITIVE_INFINITY;
  const height = space.height ?? Number.POSITIVE_INFINITY;
  if (dimensions.height > height) return false;
  const straight = dimensions.length <= length && dimensions.width <= width;
  const turned = dimensions.length <= width && dimensions.width <= length;
  return straight || turned;
}

/** A tank more than this many times the smallest sufficient one is oversized, in stock or not. */
const OVERSIZE_FACTOR = 2;

/**
 * The tanks to recommend for a volume (litres): those holding at least the volume, fitting the space and at most
 * twice the smallest that does (an oversized tank costs more and keeps water stagnant), in stock first, then the
 * smallest, then the cheaper; at most `limit`.
 *
 * @example
 * recommendTanks(candidates, 3_000, { length: 4, width: 3 }).tanks[0]?.sku; // 'CS-EP-3'
 */
export function recommendTanks(
  candidates: readonly TankCandidate[],
  volumeLitres: number,
  space: AvailableSpace = {},
  limit = 3,
): TankRecommendation {
  const bigEnough = candidates.filter((tank) => tank.volumeM3 * 1000 >= volumeLitres);
  const fitting = bigEnough.filter((tank) => fits(tank.dimensions, space));
  const smallest = Math.min(...fitting.map((tank) => tank.volumeM3));
  const tanks = fitting
    .filter((tank) => tank.volumeM3 <= smallest * OVERSIZE_FACTOR)
    .sort(
      (a, b) =>
        Number(b.inStock) - Number(a.inStock) ||
        a.volumeM3 - b.volumeM3 ||
        a.price - b.price ||
        a.sku.localeCompare(b.sku),
    )
    .slice(0, limit);
  return {
    tanks,
    tooLargeForSpace: bigEnough.length - fitting.length,
    volumeBeyondRange: candidates.length > 0 && bigEnough.length === 0,
  };
}
