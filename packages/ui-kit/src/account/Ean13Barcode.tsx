import { ean13Bars, ean13CheckDigit } from './ean13Bars';

/** Props of {@link Ean13Barcode}. */
export interface Ean13BarcodeProps {
  /** The 13 digits (or the first 12: the check digit is added). */
  code: string;
  /** Accessible name, e.g. "Code-barres de votre carte n° 2900000000421". */
  label: string;
  className?: string;
}

// GS1 quiet zones: 11 modules before the first bar and 7 after the last, which scanners need to find the code.
const QUIET_LEFT = 11;
const QUIET_RIGHT = 7;
const BAR_HEIGHT = 56;
const TEXT_HEIGHT = 11;

/**
 * A scannable EAN-13 bar code in SVG (black on white with its quiet zones, whatever the theme) with the digits
 * under it, the guard bars longer as printed codes have them. An invalid code draws nothing.
 *
 * @example
 * <Ean13Barcode code="2900000000421" label="Code-barres de votre carte n° 2900000000421" />
 */
export function Ean13Barcode({ code, label, className }: Ean13BarcodeProps) {
  let modules: string;
  try {
    modules = ean13Bars(code);
  } catch {
    return null;
  }
  const first12 = code.replace(/\s/g, '').slice(0, 12);
  const text = first12 + String(ean13CheckDigit(first12));
  const width = QUIET_LEFT + modules.length + QUIET_RIGHT;
  const guard = (index: number) => index < 3 || (index >= 45 && index < 50) || index >= 92;
  const bars: { x: number; width: number; long: boolean }[] = [];
  for (let index = 0; index < modules.length; index += 1) {
    if (modules[index] !== '1') continue;
    const last = bars.at(-1);
    if (last && last.x + last.width === QUIET_LEFT + index && last.long === guard(index)) last.width += 1;
    else bars.push({ x: QUIET_LEFT + index, width: 1, long: guard(index) });
  }
  const digit = (value: string | undefined, x: number) => (
    <text key={x} x={x} y={BAR_HEIGHT + TEXT_HEIGHT - 1} textAnchor="middle">
      {value}
    </text>
  );
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox={`0 0 ${width} ${BAR_HEIGHT + TEXT_HEIGHT}`}
      xmlns="http://www.w3.org/2000/svg"
      shapeRendering="crispEdges"
    >
      <rect width={width} height={BAR_HEIGHT + TEXT_HEIGHT} fill="#ffffff" />
      <g fill="#000000">
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={bar.long ? BAR_HEIGHT + 4 : BAR_HEIGHT} />
        ))}
      </g>
      <g fill="#000000" fontFamily="ui-monospace, monospace" fontSize={8.5}>
        {digit(text[0], QUIET_LEFT - 5)}
        {[...text.slice(1, 7)].map((value, index) => digit(value, QUIET_LEFT + 3 + index * 7 + 3.5))}
        {[...text.slice(7, 13)].map((value, index) => digit(value, QUIET_LEFT + 50 + index * 7 + 3.5))}
      </g>
    </svg>
  );
}
