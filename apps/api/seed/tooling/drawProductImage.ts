// Product drawings: no photo can be downloaded, so each product type gets an SVG drawing in its colour.
import { type Colour, colours } from './catalogData';

const shade = (hex: string, amount: number) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * (1 + amount))));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
};

const usageBadge: Record<string, string> = {
  pluie: '<path d="M400 250 C380 285 365 305 365 325 a35 35 0 0 0 70 0 C435 305 420 285 400 250Z" fill="#5aa9e6"/>',
  potable:
    '<path d="M400 250 C380 285 365 305 365 325 a35 35 0 0 0 70 0 C435 305 420 285 400 250Z" fill="#ffffff"/><path d="M385 325 l12 12 l22 -26" stroke="#2f6db5" stroke-width="8" fill="none"/>',
  incendie:
    '<path d="M400 245 C430 285 440 300 430 330 C425 350 410 360 400 360 C380 360 365 345 368 322 C370 305 385 300 385 285 C395 295 398 305 400 310 C405 290 400 270 400 245Z" fill="#ffb347"/>',
  irrigation:
    '<path d="M370 340 C370 290 410 260 440 255 C440 300 415 335 370 340Z" fill="#9bd36b"/><path d="M372 338 L430 268" stroke="#3f7d3a" stroke-width="5"/>',
  effluents:
    '<circle cx="400" cy="305" r="38" fill="#8d6e63"/><circle cx="388" cy="295" r="8" fill="#bcaaa4"/><circle cx="412" cy="318" r="6" fill="#bcaaa4"/>',
  hydrocarbures:
    '<path d="M400 255 C380 290 365 310 365 330 a35 35 0 0 0 70 0 C435 310 420 290 400 255Z" fill="#222"/><path d="M388 330 a12 12 0 0 0 12 12" stroke="#9e9e9e" stroke-width="5" fill="none"/>',
  measure:
    '<path d="M330 300 h140" stroke="#fff" stroke-width="6"/><path d="M330 285 v30 M470 285 v30" stroke="#fff" stroke-width="6"/><path d="M350 300 l-15 -10 v20z M450 300 l15 -10 v20z" fill="#fff"/>',
};

function tank(hex: string, usage: string) {
  return `<ellipse cx="400" cy="600" rx="330" ry="40" fill="#000" opacity=".12"/>
  <path d="M90 430 C90 300 170 250 400 250 C630 250 710 300 710 430 C710 560 630 600 400 600 C170 600 90 560 90 430Z" fill="${hex}"/>
  <path d="M130 380 C160 300 260 282 400 282 C540 282 640 300 670 380" stroke="${shade(hex, 0.35)}" stroke-width="18" fill="none" opacity=".7"/>
  <path d="M110 470 C150 560 260 580 400 580 C540 580 650 560 690 470" stroke="${shade(hex, -0.35)}" stroke-width="16" fill="none" opacity=".6"/>
  <rect x="385" y="225" width="30" height="34" rx="4" fill="#555"/><rect x="372" y="215" width="56" height="16" rx="5" fill="#333"/>
  <rect x="700" y="455" width="60" height="26" rx="5" fill="#666"/><rect x="745" y="440" width="14" height="56" rx="4" fill="#c0392b"/>
  <g transform="translate(0 90)">${usageBadge[usage] ?? ''}</g>`;
}

function tarp(hex: string) {
  const grommets = Array.from({ length: 9 }, (_, i) => 150 + i * 62.5)
    .map(
      (x) =>
        `<circle cx="${x}" cy="228" r="9" fill="#d4af37" stroke="#8a6d1d" stroke-width="3"/><circle cx="${x}" cy="572" r="9" fill="#d4af37" stroke="#8a6d1d" stroke-width="3"/>`,
    )
    .join('');
  return `<path d="M120 210 L680 200 L690 590 L110 600Z" fill="${hex}"/>
  <path d="M120 210 L680 200 L690 590 L110 600Z" fill="none" stroke="${shade(hex, -0.3)}" stroke-width="14"/>
  <path d="M200 320 C320 300 420 360 600 330 M180 450 C300 430 460 480 620 450" stroke="${shade(hex, 0.3)}" stroke-width="10" fill="none" opacity=".6"/>${grommets}`;
}

function sail(hex: string) {
  return `<path d="M130 220 L680 260 L330 620Z" fill="${hex}"/>
  <path d="M130 220 C330 300 500 270 680 260 M680 260 C560 400 420 480 330 620 M330 620 C300 470 210 330 130 220" stroke="${shade(hex, -0.3)}" stroke-width="10" fill="none"/>
  <circle cx="130" cy="220" r="16" fill="none" stroke="#999" stroke-width="7"/><circle cx="680" cy="260" r="16" fill="none" stroke="#999" stroke-width="7"/><circle cx="330" cy="620" r="16" fill="none" stroke="#999" stroke-width="7"/>
  <path d="M130 220 L70 150 M680 260 L750 190 M330 620 L330 720" stroke="#777" stroke-width="5"/>`;
}

function pergola(hex: string) {
  const stripes = Array.from(
    { length: 6 },
    (_, i) => `<path d="M${190 + i * 85} 230 L${165 + i * 90} 330" stroke="${shade(hex, -0.2)}" stroke-width="6"/>`,
  ).join('');
  return `<rect x="140" y="300" width="26" height="380" fill="#5d5d5d"/><rect x="634" y="300" width="26" height="380" fill="#5d5d5d"/>
  <rect x="120" y="290" width="560" height="24" fill="#4a4a4a"/><path d="M150 230 L690 230 L660 330 L130 330Z" fill="${hex}" stroke="${shade(hex, -0.25)}" stroke-width="8"/>${stripes}
  <rect x="90" y="680" width="620" height="14" fill="#ccc"/>`;
}

function cover(hex: string) {
  return `<path d="M110 300 L400 200 L690 300 L690 330 L400 230 L110 330Z" fill="${hex}" stroke="${shade(hex, -0.3)}" stroke-width="8"/>
  <rect x="150" y="320" width="20" height="340" fill="#6b6b6b"/><rect x="630" y="320" width="20" height="340" fill="#6b6b6b"/><rect x="390" y="240" width="20" height="420" fill="#6b6b6b"/>
  <rect x="120" y="660" width="560" height="20" fill="#c8b89a"/>`;
}

function valve(hex: string) {
  return `<rect x="120" y="370" width="560" height="90" rx="12" fill="${hex}"/><rect x="310" y="330" width="180" height="170" rx="30" fill="${shade(hex, -0.15)}"/>
  <rect x="385" y="230" width="30" height="110" fill="#444"/><rect x="300" y="205" width="220" height="40" rx="18" fill="#c0392b"/>
  <rect x="110" y="355" width="40" height="120" rx="8" fill="${shade(hex, -0.3)}"/><rect x="650" y="355" width="40" height="120" rx="8" fill="${shade(hex, -0.3)}"/>`;
}

function fitting(hex: string) {
  return `<path d="M160 520 L420 520 C500 520 540 480 540 400 L540 220" stroke="${hex}" stroke-width="110" fill="none"/>
  <path d="M160 520 L420 520 C500 520 540 480 540 400 L540 220" stroke="${shade(hex, 0.3)}" stroke-width="18" fill="none" opacity=".6"/>
  <rect x="120" y="455" width="60" height="130" rx="10" fill="${shade(hex, -0.3)}"/><rect x="475" y="180" width="130" height="60" rx="10" fill="${shade(hex, -0.3)}"/>`;
}

function kit(hex: string) {
  return `<path d="M170 330 L400 260 L630 330 L630 600 L400 670 L170 600Z" fill="#c8a165"/><path d="M170 330 L400 400 L630 330 M400 400 L400 670" stroke="#8d6e3f" stroke-width="8" fill="none"/>
  <rect x="250" y="180" width="60" height="170" rx="10" fill="${hex}" transform="rotate(-15 280 265)"/><rect x="420" y="170" width="150" height="50" rx="10" fill="${shade(hex, -0.2)}"/>
  <circle cx="360" cy="200" r="40" fill="none" stroke="${hex}" stroke-width="16"/>`;
}

function pump(hex: string) {
  return `<rect x="180" y="300" width="300" height="220" rx="30" fill="${hex}"/><path d="M200 320 h260 M200 360 h260 M200 400 h260 M200 440 h260 M200 480 h260" stroke="${shade(hex, -0.25)}" stroke-width="8"/>
  <circle cx="560" cy="420" r="110" fill="${shade(hex, -0.15)}"/><circle cx="560" cy="420" r="40" fill="#555"/><rect x="530" y="230" width="60" height="90" fill="#555"/>
  <rect x="160" y="520" width="480" height="40" rx="8" fill="#444"/>`;
}

function geotextile(hex: string) {
  return `<rect x="180" y="300" width="460" height="220" fill="${hex}" stroke="#bbb" stroke-width="6"/>
  <ellipse cx="180" cy="410" rx="60" ry="110" fill="${shade(hex, -0.08)}" stroke="#bbb" stroke-width="6"/>
  <path d="M180 410 m-40 0 a40 80 0 1 0 80 0 a30 60 0 1 0 -60 0 a20 40 0 1 0 40 0" stroke="#aaa" stroke-width="5" fill="none"/>
  <path d="M640 520 L720 640 L260 640 L180 520" fill="${shade(hex, -0.04)}" stroke="#bbb" stroke-width="6"/>`;
}

function bundle(hex: string, usage: string) {
  return `<g transform="translate(-40 -30) scale(0.85)">${tank(hex, usage)}</g>
  <path d="M520 520 L640 480 L760 520 L760 680 L640 720 L520 680Z" fill="#c8a165"/><path d="M520 520 L640 560 L760 520 M640 560 L640 720" stroke="#8d6e3f" stroke-width="6" fill="none"/>
  <circle cx="640" cy="420" r="40" fill="#3f7d3a"/><path d="M620 420 h40 M640 400 v40" stroke="#fff" stroke-width="10"/>`;
}

function pack(hex: string) {
  return `<g transform="translate(-60 40) scale(0.6)">${valve('#8a8f94')}</g><g transform="translate(300 60) scale(0.55)">${fitting(hex)}</g>
  <g transform="translate(150 300) scale(0.6)">${kit('#3f7d3a')}</g>`;
}

function service(hex: string) {
  return `<circle cx="330" cy="270" r="80" fill="#f0c9a0"/><path d="M250 250 C250 170 410 170 410 250 Z" fill="${hex}"/>
  <path d="M190 620 C190 420 470 420 470 620Z" fill="${hex}"/><rect x="300" y="420" width="60" height="200" fill="${shade(hex, -0.2)}"/>
  <path d="M520 520 L660 380 M640 360 a40 40 0 1 1 40 40 l-30 -10z" stroke="#777" stroke-width="26" fill="none" stroke-linecap="round"/>`;
}

function documentDrawing(hex: string) {
  const lines = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="270" y="${330 + i * 40}" width="${i % 3 === 2 ? 160 : 260}" height="14" rx="6" fill="#c5c5c5"/>`,
  ).join('');
  return `<path d="M230 150 L500 150 L580 230 L580 660 L230 660Z" fill="#fff" stroke="#999" stroke-width="8"/><path d="M500 150 L500 230 L580 230" fill="#eee" stroke="#999" stroke-width="8"/>
  <rect x="270" y="210" width="190" height="80" rx="10" fill="${hex}"/>${lines}`;
}

/** The SVG drawing of a product kind (`tank-pluie`, `tarp`, `valve`…) in a colour. */
export function drawProductImage(kind: string, colour: Colour): string {
  const hex = colours[colour].hex;
  const usage = kind.startsWith('tank-') ? kind.slice(5) : '';
  const body =
    kind === 'tank-measure'
      ? tank(hex, 'measure')
      : kind.startsWith('tank-')
        ? tank(hex, usage)
        : kind === 'tarp-measure'
          ? `${tarp(hex)}<g transform="translate(0 0)">${usageBadge.measure}</g>`
          : kind === 'tarp'
            ? tarp(hex)
            : kind === 'sail'
              ? sail(hex)
              : kind === 'pergola'
                ? pergola(hex)
                : kind === 'cover'
                  ? cover(hex)
                  : kind === 'valve'
                    ? valve(hex)
                    : kind === 'fitting'
                      ? fitting(hex)
                      : kind === 'kit'
                        ? kit(hex)
                        : kind === 'pump'
                          ? pump(hex)
                          : kind === 'geotextile'
                            ? geotextile(hex)
                            : kind.startsWith('bundle-')
                              ? bundle(hex, kind.slice(7))
                              : kind === 'pack'
                                ? pack(hex)
                                : kind === 'service'
                                  ? service(hex)
                                  : kind === 'document'
                                    ? documentDrawing(hex)
                                    : '';
  if (body === '') throw new Error(`no drawing for ${kind}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><title>${kind} ${colours[colour].label}</title><rect width="800" height="800" fill="#f7f7f4"/>${body}</svg>\n`;
}

/** A marketing scene (banner, Instagram post): sky, ground and a tank in the landscape. */
export function drawScene(seed: number, colour: Colour, wide: boolean): string {
  const width = wide ? 1600 : 800;
  const height = wide ? 600 : 800;
  const hex = colours[colour].hex;
  const sky = ['#bfe3f7', '#ffe1b3', '#d7ecd9', '#e6dcf5'][seed % 4];
  const ground = ['#8bbf6a', '#c9b27c', '#7fa35b', '#a7c48a'][seed % 4];
  const x = wide ? 900 + (seed % 3) * 120 : 120 + (seed % 3) * 40;
  const scale = wide ? 0.7 : 0.75;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>Citerne souple installée</title>
  <rect width="${width}" height="${height}" fill="${sky}"/><circle cx="${width - 160}" cy="120" r="60" fill="#fff6c2"/>
  <path d="M0 ${height * 0.62} C${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.66} ${width} ${height * 0.58} L${width} ${height} L0 ${height}Z" fill="${ground}"/>
  <path d="M${width * 0.08} ${height * 0.62} l60 -140 l60 140z" fill="#4d7d3d"/><path d="M${width * 0.16} ${height * 0.64} l50 -110 l50 110z" fill="#5c8f48"/>
  <g transform="translate(${x} ${height * 0.26}) scale(${scale})">${tank(hex, seed % 2 ? 'pluie' : 'incendie')}</g></svg>\n`;
}
