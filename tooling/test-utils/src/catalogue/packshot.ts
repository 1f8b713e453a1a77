// Packshots drawn inline: the stories need no network and no binary asset.
/**
 * A packshot of a catalogue product as an inline SVG data URL.
 * @example
 * packshot(205, '10 m³'); // 'data:image/svg+xml;charset=utf-8,…'
 */
export function packshot(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 150" width="150" height="150">
    <rect width="150" height="150" fill="hsl(${hue} 30% 96%)"/>
    <ellipse cx="75" cy="100" rx="62" ry="20" fill="hsl(${hue} 20% 80%)"/>
    <path d="M15 92c0-36 27-48 60-48s60 12 60 48c0 15-27 24-60 24s-60-9-60-24z" fill="hsl(${hue} 55% 32%)"/>
    <text x="75" y="140" font-family="sans-serif" font-size="13" text-anchor="middle" fill="hsl(${hue} 40% 25%)">${label}</text>
  </svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
