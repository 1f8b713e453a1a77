import { gzipSync } from 'node:zlib';

/** What {@link firstLoadJs} measured for one page. */
export interface FirstLoadJs {
  /** How many JavaScript files the page's HTML loads. */
  files: number;
  /** Their size as stored, in bytes. */
  raw: number;
  /** Their size gzip-compressed, in bytes: what the network carries. */
  gzip: number;
  /** Each file's path and gzip size, largest first. */
  perFile: { path: string; gzip: number }[];
}

/**
 * The JavaScript a page loads before it is interactive: the modules its server-rendered HTML names (module
 * preloads and the inline hydration script's imports), gzip-compressed. Shared by `pnpm bench:lighthouse` (which
 * prints it) and the end-to-end budget test (which holds it), so both measure the same thing.
 *
 * @example
 * const { gzip } = await firstLoadJs('http://127.0.0.1:3000', '/');
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
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    raw += body.length;
    perFile.push({ path: url, gzip: gzipSync(body).length });
  }
  perFile.sort((a, b) => b.gzip - a.gzip);
  return { files: urls.size, raw, gzip: perFile.reduce((sum, file) => sum + file.gzip, 0), perFile };
}
