import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { respondError } from '../http/envelope';
import { defaultImageSizes, type ImageSize } from './imageSizes';
import { type ImageFormat, negotiateImageFormat } from './negotiateImageFormat';

// libvips keeps recent operations and open source files in memory (by default 50 MB, 100 operations, 20 files).
// Resized images are kept on disk (`cacheDir`), so its cache only saves a re-decode of a source: bounded small
// here (issue 21: every in-process cache bounded, the process ≤ 300 MB). One libvips thread per image: the
// requests already run in parallel on libuv's pool, and each extra thread keeps its own native buffers.
sharp.cache({ memory: 16, files: 8, items: 32 });
sharp.concurrency(1);

const contentTypes: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const safePath = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(?:svg|png|jpe?g|webp)$/i;

export interface ImageRouteOptions {
  /** Folder of the source images (`seed/images` by default). */
  readonly sourceDir: string;
  /** Folder of the resized images; none: resize on every request. */
  readonly cacheDir?: string;
  readonly sizes?: readonly ImageSize[];
}

async function render(source: string, size: ImageSize, action: 'fit' | 'resize', format: ImageFormat): Promise<Buffer> {
  const density = source.endsWith('.svg')
    ? Math.min(300, Math.ceil((72 * Math.max(size.width, size.height)) / 800))
    : undefined;
  let image = sharp(source, density ? { density: Math.max(72, density) } : {}).resize(size.width, size.height, {
    fit: action === 'fit' ? 'cover' : 'inside',
    withoutEnlargement: action === 'resize' && !source.endsWith('.svg'),
  });
  if (format === 'jpeg') image = image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  if (format === 'webp') image = image.webp({ quality: 80 });
  if (format === 'avif') image = image.avif({ quality: 55, effort: 2 });
  return image.toBuffer();
}

/**
 * `GET /img/{width}/{height}/{fit|resize}/{path}` (ARCHITECTURE.md "/img"): the product drawings resized with sharp
 * to an allowed size (SPEC §9), `fit` filling the box (cropped), `resize` fitting inside it, in AVIF or WebP when the
 * `Accept` header allows, else JPEG, cached on disk. A size outside the list is a 400; an unknown image a 404.
 */
/**
 * Writes a rendered image to the disk cache through a temporary file of its own (two requests for the same image
 * render it at the same time: a shared temporary name made the second rename fail), then renames it into place,
 * which is atomic. The cache only saves work: a failed write is logged, never answered as an error.
 */
async function storeInCache(cached: string, body: Uint8Array): Promise<void> {
  const temporary = `${cached}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await mkdir(dirname(cached), { recursive: true });
    await writeFile(temporary, body);
    await rename(temporary, cached);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {});
    console.warn(`Image cache: ${cached} not written: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function imageRoutes(options: ImageRouteOptions) {
  const sizes = options.sizes ?? defaultImageSizes;
  const root = resolve(options.sourceDir);
  return new Hono().get('/:width/:height/:action/:path{.+}', async (c) => {
    const { width, height, action } = c.req.param();
    const path = c.req.param('path');
    if (!/^\d{1,4}$/.test(width) || !/^\d{1,4}$/.test(height)) {
      return respondError(c, 400, 'Image width and height must be whole numbers');
    }
    const size = sizes.find((s) => s.width === Number(width) && s.height === Number(height));
    if (!size) {
      return respondError(
        c,
        400,
        `Image size ${width}x${height} is not allowed; use ${sizes.map((s) => `${s.width}x${s.height}`).join(', ')}`,
      );
    }
    if (action !== 'fit' && action !== 'resize') return respondError(c, 400, 'Image action must be fit or resize');
    if (!safePath.test(path)) return respondError(c, 400, `Invalid image path "${path}"`);
    const source = resolve(root, path);
    if (!source.startsWith(root + sep) || !existsSync(source)) return respondError(c, 404, `No image at ${path}`);
    const format = negotiateImageFormat(c.req.header('Accept'));
    c.header('Content-Type', contentTypes[format]);
    c.header('Cache-Control', 'public, max-age=604800, stale-while-revalidate=86400');
    c.header('Vary', 'Accept');
    const cached = options.cacheDir
      ? join(options.cacheDir, `${width}x${height}`, action, format, `${path}.${format}`)
      : null;
    if (cached && existsSync(cached)) return c.body(new Uint8Array(await readFile(cached)));
    const body = await render(source, size, action, format);
    if (cached) await storeInCache(cached, body);
    return c.body(new Uint8Array(body));
  });
}
