import { findRegion } from './frenchRegions';
import { findRoofType } from './roofTypes';

/** The share of the collected rain a first-flush filter lets into the tank. */
export const FILTER_EFFICIENCY = 0.9;
/** Litres a person flushes a day (about a fifth of the 148 L a French person uses daily, C.I.Eau). */
export const WC_LITRES_PER_PERSON_DAY = 30;
/** Litres of washing-machine water per person and day (about four 50 L cycles a week for two). */
export const LAUNDRY_LITRES_PER_PERSON_DAY = 15;
/** Garden watering: litres per m² and week, during the 26 weeks of the growing season (April–September). */
export const GARDEN_LITRES_PER_M2_WEEK = 15;
export const GARDEN_WEEKS_PER_YEAR = 26;

/** What the shopper tells the guide about a rainwater project. */
export interface RainwaterInput {
  readonly region: string;
  readonly roofArea: number;
  readonly roofType: string;
  readonly persons: number;
  readonly wc: boolean;
  readonly laundry: boolean;
  readonly gardenArea: number;
  readonly dryWeeks: number;
}

/** The sizing and every figure it came from, so the page can show its working. */
export interface RainwaterSizing {
  readonly rainfallMm: number;
  readonly runoff: number;
  /** Litres a year the roof can deliver into the tank. */
  readonly annualYield: number;
  /** Litres a year the chosen uses consume. */
  readonly annualNeed: number;
  readonly householdNeed: number;
  readonly gardenNeed: number;
  /** min(yield, need): storing more than either is wasted. */
  readonly usable: number;
  /** The tank volume, litres: the usable water of `dryWeeks` weeks. */
  readonly volume: number;
}

/**
 * Sizes a rainwater tank: the usable water is the smaller of what the roof yields
 * (rainfall mm × roof m² × runoff × filter) and what the uses need (WC and laundry per person and day, garden per m²
 * and week in season); the tank holds `dryWeeks` weeks of it (volume = usable × 7 × weeks ÷ 365). This is the
 * simplified method of the French harvesting guides (NF EN 16941-1 "simplified approach", which uses about three
 * weeks). Returns null when the region or roof type is unknown.
 *
 * @example
 * sizeRainwaterTank({ region: 'idf', roofArea: 100, roofType: 'tiles', persons: 4, wc: true, laundry: true,
 *   gardenArea: 0, dryWeeks: 3 })?.volume; // 2 983 (litres)
 */
export function sizeRainwaterTank(input: RainwaterInput): RainwaterSizing | null {
  const region = findRegion(input.region);
  const roof = findRoofType(input.roofType);
  if (!region || !roof) return null;
  const annualYield = region.rainfallMm * input.roofArea * roof.runoff * FILTER_EFFICIENCY;
  const perPersonDay = (input.wc ? WC_LITRES_PER_PERSON_DAY : 0) + (input.laundry ? LAUNDRY_LITRES_PER_PERSON_DAY : 0);
  const householdNeed = input.persons * perPersonDay * 365;
  const gardenNeed = input.gardenArea * GARDEN_LITRES_PER_M2_WEEK * GARDEN_WEEKS_PER_YEAR;
  const annualNeed = householdNeed + gardenNeed;
  const usable = Math.min(annualYield, annualNeed);
  const volume = (usable * 7 * input.dryWeeks) / 365;
  return {
    rainfallMm: region.rainfallMm,
    runoff: roof.runoff,
    annualYield: Math.round(annualYield),
    annualNeed: Math.round(annualNeed),
    householdNeed: Math.round(householdNeed),
    gardenNeed: Math.round(gardenNeed),
    usable: Math.round(usable),
    volume: Math.round(volume),
  };
}
