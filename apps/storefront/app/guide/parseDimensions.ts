/** A tank's size when full, metres. */
export interface TankDimensions {
  readonly length: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Reads the catalogue's `dimensions` attribute ("L × l × h m", French decimal commas, `×` or `x`); null when it is
 * not three positive numbers.
 *
 * @example
 * parseDimensions('1,75 × 1,09 × 0,67 m'); // { length: 1.75, width: 1.09, height: 0.67 }
 */
export function parseDimensions(text: string): TankDimensions | null {
  const parts = text
    .replace(/m\s*$/i, '')
    .split(/[×x]/i)
    .map((part) => Number(part.trim().replace(',', '.')));
  if (parts.length !== 3 || parts.some((value) => !Number.isFinite(value) || value <= 0)) return null;
  const [length, width, height] = parts as [number, number, number];
  return { length, width, height };
}
