import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../config/packageRoot';
import { imageRoutes } from './imageRoutes';
import { negotiateImageFormat } from './negotiateImageFormat';

const cacheDir = mkdtempSync(join(tmpdir(), 'img-cache-'));
const app = imageRoutes({ sourceDir: join(packageRoot, 'seed', 'images'), cacheDir });
const tank = 'catalog/citerne-incendie-rouge.svg';

describe('GET /img/{width}/{height}/{fit|resize}/{path}', () => {
  it('resizes a product drawing to the product size in WebP when the browser accepts it', async () => {
    const response = await app.request(`/453/525/resize/${tank}`, {
      headers: { Accept: 'image/avif;q=0,image/webp,*/*' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect(response.headers.get('Vary')).toBe('Accept');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(453);
    expect(meta.height).toBeLessThanOrEqual(525);
  });

  it('fills the category thumbnail box exactly with fit, in AVIF when accepted', async () => {
    const response = await app.request(`/250/375/fit/${tank}`, { headers: { Accept: 'image/avif,image/webp' } });
    expect(response.headers.get('Content-Type')).toBe('image/avif');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([250, 375]);
  });

  it('falls back to JPEG and caches the result on disk', async () => {
    const response = await app.request(`/150/150/resize/${tank}`);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(existsSync(join(cacheDir, '150x150', 'resize', 'jpeg', `${tank}.jpeg`))).toBe(true);
    const again = await app.request(`/150/150/resize/${tank}`);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await response.arrayBuffer()));
  });

  it('answers every one of many simultaneous first requests for the same image, and caches it once', async () => {
    const path = '/300/300/resize/catalog/citerne-incendie-rouge.svg';
    const answers = await Promise.all(Array.from({ length: 12 }, () => app.request(path)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const folder = join(cacheDir, '300x300', 'resize', 'jpeg', 'catalog');
    expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(join(folder, 'citerne-incendie-rouge.svg.jpeg'))).toBe(true);
  });

  it('refuses a size outside the allowed list with a 400 naming the allowed sizes', async () => {
    const response = await app.request(`/1000/1000/resize/${tank}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { result: string }).result).toBe(
      'Image size 1000x1000 is not allowed; use 250x375, 150x150, 453x525, 900x700, 500x750, 300x300, 906x1050, 1800x1400',
    );
  });

  it('refuses an unknown action, a path leaving the image folder and answers 404 for a missing image', async () => {
    expect((await app.request(`/453/525/crop/${tank}`)).status).toBe(400);
    expect((await app.request('/453/525/resize/..%2F..%2Fpackage.json')).status).toBe(400);
    expect((await app.request('/453/525/resize/catalog/..%2F..%2Fcatalog%2Fproducts.json')).status).toBe(400);
    const missing = await app.request('/453/525/resize/catalog/absente.svg');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { result: string }).result).toBe('No image at catalog/absente.svg');
  });
});

describe('image format negotiation', () => {
  it('prefers AVIF, then WebP, else JPEG, and honours q=0', () => {
    expect(negotiateImageFormat('image/avif,image/webp,*/*')).toBe('avif');
    expect(negotiateImageFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(negotiateImageFormat('text/html,*/*')).toBe('jpeg');
    expect(negotiateImageFormat(undefined)).toBe('jpeg');
  });
});
