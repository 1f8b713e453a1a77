/**
 * Annual rainfall of the 13 regions of metropolitan France, in millimetres (1 mm = 1 litre per m² of roof). Rounded
 * regional means of Météo-France's 1991–2020 climate normals: a region's relief makes its towns differ by ±30 %, so
 * the guide shows the value it used and lets the shopper see its effect. Kept as data, not as text, so the
 * calculator, its form and its tests read the same table.
 */
export const FRENCH_REGIONS = Object.freeze([
  { code: 'ara', name: 'Auvergne-Rhône-Alpes', rainfallMm: 900 },
  { code: 'bfc', name: 'Bourgogne-Franche-Comté', rainfallMm: 880 },
  { code: 'bre', name: 'Bretagne', rainfallMm: 850 },
  { code: 'cvl', name: 'Centre-Val de Loire', rainfallMm: 650 },
  { code: 'cor', name: 'Corse', rainfallMm: 700 },
  { code: 'ges', name: 'Grand Est', rainfallMm: 780 },
  { code: 'hdf', name: 'Hauts-de-France', rainfallMm: 740 },
  { code: 'idf', name: 'Île-de-France', rainfallMm: 640 },
  { code: 'nor', name: 'Normandie', rainfallMm: 820 },
  { code: 'naq', name: 'Nouvelle-Aquitaine', rainfallMm: 850 },
  { code: 'occ', name: 'Occitanie', rainfallMm: 730 },
  { code: 'pdl', name: 'Pays de la Loire', rainfallMm: 760 },
  { code: 'pac', name: "Provence-Alpes-Côte d'Azur", rainfallMm: 650 },
] as const);

/**
 * The region of a code, or undefined.
 *
 * @example
 * findRegion('bre')?.rainfallMm; // 850
 */
export function findRegion(code: string) {
  return FRENCH_REGIONS.find((region) => region.code === code);
}
