// `pnpm --filter @citerne/storefront icons`: the web app manifest's PNG icons (192 and 512 px, and a maskable
// 512 px one), drawn from the shop's mark (`public/favicon.svg`, the tank of `ShopLogo`). The PNGs are committed in
// `public/icons/`; run again when the mark changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '..', 'public');
const mark = readFileSync(join(publicDir, 'favicon.svg'));
// The brand's blue, the manifest's theme colour.
const brand = '#0b4f6c';

for (const size of [192, 512]) {
  await sharp(mark, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, 'icons', `icon-${size}.png`));
}

// Maskable: the platform crops to its own shape, keeping at least the centre circle of 80 %: the mark at 60 % on a
// full-bleed brand background.
const inner = Math.round(512 * 0.6);
const centred = await sharp(mark, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: brand } })
  .composite([{ input: centred, gravity: 'centre' }])
  .png({ compressionLevel: 9 })
  .toFile(join(publicDir, 'icons', 'icon-maskable-512.png'));
