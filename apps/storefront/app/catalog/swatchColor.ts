// Fabric colours of the catalogue's colour attribute, by lower-case label.
const colours: Readonly<Record<string, string>> = {
  vert: '#2e7d32',
  noir: '#1f2328',
  sable: '#d7c29e',
  gris: '#8a9099',
  bleu: '#2f6db5',
  rouge: '#c0392b',
  blanc: '#ffffff',
  beige: '#e6d8bd',
  anthracite: '#3d4248',
  terracotta: '#c2643c',
};

/**
 * The CSS colour of a swatch for a colour option label (filters, variant picker, colour chart); a neutral grey
 * for an unknown label.
 *
 * @example
 * swatchColor('Vert'); // '#2e7d32'
 */
export function swatchColor(label: string): string {
  return colours[label.trim().toLowerCase()] ?? '#b0b6bd';
}
