/**
 * Fire reserves: the volume classes of French external fire defence (DECI: arrêté du 15 décembre 2015 and each
 * département's RDDECI): 30 m³ for a low risk (an isolated house), 60 m³ for an ordinary risk (a hamlet, a small
 * business), 120 m³ for a high one (a farm, a warehouse). The fire service of the département has the last word.
 */
export const FIRE_RESERVE_CLASSES = Object.freeze([
  { code: 'low', name: 'Risque faible (habitation isolée)', volumeM3: 30 },
  { code: 'ordinary', name: 'Risque ordinaire (hameau, petite activité)', volumeM3: 60 },
  { code: 'high', name: 'Risque important (exploitation, entrepôt)', volumeM3: 120 },
] as const);

/**
 * The fire reserve of a risk class, in litres, or null for an unknown class.
 *
 * @example
 * fireReserveVolume('ordinary'); // 60 000
 */
export function fireReserveVolume(riskClass: string): number | null {
  const found = FIRE_RESERVE_CLASSES.find((entry) => entry.code === riskClass);
  return found ? found.volumeM3 * 1000 : null;
}

/** Litres of water a French person uses a day (C.I.Eau): the default of the drinking-water reserve. */
export const DRINKING_LITRES_PER_PERSON_DAY = 148;

/**
 * A drinking-water reserve, litres: persons × litres a day × days of autonomy.
 *
 * @example
 * drinkingWaterVolume({ persons: 4, litresPerDay: 148, days: 7 }); // 4 144
 */
export function drinkingWaterVolume(input: { persons: number; litresPerDay: number; days: number }): number {
  return Math.round(input.persons * input.litresPerDay * input.days);
}

/**
 * An irrigation reserve, litres: area (m²) × the crop's water need (mm a day, i.e. litres per m² and day) × the days
 * the tank must cover.
 *
 * @example
 * irrigationVolume({ area: 2000, mmPerDay: 4, days: 10 }); // 80 000
 */
export function irrigationVolume(input: { area: number; mmPerDay: number; days: number }): number {
  return Math.round(input.area * input.mmPerDay * input.days);
}
