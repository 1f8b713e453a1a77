import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The shortest string literal taken as a fingerprint: shorter ones are words any library could hold. */
const MIN_LENGTH = 24;

/** A string literal of a server-only source file, to be searched for in the browser bundle. */
export interface ServerLiteral {
  readonly text: string;
  /** The server file it comes from, relative to the repository. */
  readonly file: string;
}

function walk(dir: string, keep: (path: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...walk(path, keep));
    else if (keep(path)) found.push(path);
  }
  return found;
}

const isSource = (path: string) => /\.tsx?$/.test(path) && !/\.(test|spec|stories)\.tsx?$/.test(path);
const isServerModule = (path: string) => /\.server\.tsx?$/.test(path);

/** String literals without escapes or interpolation, in quotes or backticks. */
function literalsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\$]*)`/g)) {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    if (text.trim().length >= MIN_LENGTH) found.push(text);
  }
  return found;
}

/**
 * Fingerprints of the server-only code, derived from the sources so that new server code is covered without a list to
 * keep: the long string literals (messages, SQL, header values) of the API (`apps/api/src`), the storefront's server
 * (`apps/storefront/server`) and its `*.server.ts` modules, less any that a browser-side source also holds (the
 * storefront's other modules, its message catalogues and the packages), since those may rightly be in the bundle.
 *
 * @example
 * const literals = serverOnlyLiterals('/work/shop'); // [{ text: 'SELECT … FROM quote_item …', file: 'apps/api/src/…' }, …]
 */
export function serverOnlyLiterals(root: string): ServerLiteral[] {
  const storefrontApp = join(root, 'apps/storefront/app');
  const serverFiles = [
    ...walk(join(root, 'apps/api/src'), isSource),
    ...walk(join(root, 'apps/storefront/server'), isSource),
    ...walk(storefrontApp, (path) => isSource(path) && isServerModule(path)),
  ];
  const browserText = [
    ...walk(storefrontApp, (path) => isSource(path) && !isServerModule(path)),
    // A server loader's lingui message is the id of a text every catalogue ships to the browser.
    ...walk(join(storefrontApp, 'locales'), (path) => path.endsWith('.po')),
    ...walk(join(root, 'packages'), (path) => isSource(path) && path.includes('/src/')),
  ]
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  const seen = new Set<string>();
  const literals: ServerLiteral[] = [];
  for (const path of serverFiles) {
    for (const text of literalsOf(readFileSync(path, 'utf8'))) {
      if (seen.has(text) || browserText.includes(text)) continue;
      seen.add(text);
      literals.push({ text, file: relative(root, path) });
    }
  }
  return literals;
}
