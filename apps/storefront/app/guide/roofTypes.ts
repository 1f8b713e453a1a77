/**
 * Runoff coefficients of roof coverings: the share of the rain that reaches the gutter (the rest evaporates, soaks
 * in or splashes off). Usual values of the French rainwater-harvesting guides and of NF EN 16941-1.
 */
export const ROOF_TYPES = Object.freeze([
  { code: 'tiles', name: 'Tuiles ou ardoises', runoff: 0.9 },
  { code: 'metal', name: 'Tôle, bac acier ou zinc', runoff: 0.95 },
  { code: 'flat', name: 'Toit plat (membrane, sans gravier)', runoff: 0.8 },
  { code: 'gravel', name: 'Toit plat gravillonné', runoff: 0.6 },
  { code: 'green', name: 'Toiture végétalisée', runoff: 0.3 },
] as const);

/**
 * The roof type of a code, or undefined.
 *
 * @example
 * findRoofType('metal')?.runoff; // 0.95
 */
export function findRoofType(code: string) {
  return ROOF_TYPES.find((roof) => roof.code === code);
}
