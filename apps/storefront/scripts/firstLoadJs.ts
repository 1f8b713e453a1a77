import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What {@link firstLoadJs} measured for one page. */
export interface FirstLoadJs {
  /** How many JavaScript files the page's HTML loads. */
  files: number;
  /** Their size as stored, in bytes. */
  raw: number;
  /** Their size brotli-compressed at quality 11, in bytes: what the network carries (the budget's measure). */
  brotli: number;
  /** Their size gzip-compressed, in bytes: what a client without brotli receives. */
  gzip: number;
  /** Each file's path and compressed sizes, largest first. */
  perFile: { path: string; brotli: number; gzip: number }[];
}

/**
 * The size of a file as the browser receives it: brotli at quality 11, as the build's pre-compressed `.br` files are
 * made (ARCHITECTURE.md "Speed budgets": first-load JavaScript as transferred, brotli).
 */
export function brotliSize(body: Uint8Array): number {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;
}

/**
 * The JavaScript a page loads before it is interactive: the modules its server-rendered HTML names (module
 * preloads and the inline hydration script's imports), brotli-compressed (and gzip, for reference). Shared by
 * `pnpm bench:lighthouse` (which prints it) and the end-to-end budget test (which holds it), so both measure the
 * same thing. Code loaded later (on idle, on use) is not named in the HTML and does not count.
 *
 * @example
 * const { brotli } = await firstLoadJs('http://127.0.0.1:3000', '/');
 */
export async function firstLoadJs(origin: string, path: string): Promise<FirstLoadJs> {
  const response = await fetch(origin + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g)) {
    urls.add((match[1] ?? match[2] ?? match[3]) as string);
  }
  const perFile: FirstLoadJs['perFile'] = [];
  let raw = 0;
  for (const url of urls) {
    // fetch() undoes any Content-Encoding: the body is the file as built, compressed here the same way every time.
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    raw += body.length;
    perFile.push({ path: url, brotli: brotliSize(body), gzip: gzipSync(body, { level: 9 }).length });
  }
  perFile.sort((a, b) => b.brotli - a.brotli);
  const sum = (key: 'brotli' | 'gzip') => perFile.reduce((total, file) => total + file[key], 0);
  return { files: urls.size, raw, brotli: sum('brotli'), gzip: sum('gzip'), perFile };
}
