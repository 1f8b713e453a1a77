import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The fields of package.json that change what a consumer installs; the version is left out (it is the answer, not
// the question) and so are scripts and devDependencies (never published behaviour).
const publishedFields = ['exports', 'dependencies', 'peerDependencies', 'peerDependenciesMeta', 'sideEffects', 'files'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The sources a package publishes, from its `files` field: `src` minus the negated patterns (`!src/**\/*.test.ts`,
 * `!src/testing`). `dist` is built from `src`, README and CHANGELOG are documentation: neither counts as a change.
 * An unknown pattern throws, so the fingerprint never silently misses files.
 */
export function publishedSources(packageDir: string, files: readonly string[]): string[] {
  const excluded: ((path: string) => boolean)[] = [];
  for (const pattern of files) {
    if (pattern === 'dist' || pattern === 'src') continue;
    const suffix = /^!src\/\*\*\/\*(\.[\w.]+)$/.exec(pattern)?.[1];
    const folder = /^!(src\/[\w/-]+)$/.exec(pattern)?.[1];
    if (suffix !== undefined) excluded.push((path) => path.endsWith(suffix));
    else if (folder !== undefined) excluded.push((path) => path === folder || path.startsWith(`${folder}/`));
    else throw new Error(`${packageDir}: the files pattern "${pattern}" is not understood by the release check`);
  }
  if (!files.includes('src')) return [];
  return filesUnder(join(packageDir, 'src'))
    .map((path) => relative(packageDir, path).split('\\').join('/'))
    .filter((path) => !excluded.some((test) => test(path)))
    .sort();
}

/** A hash of what a package publishes: its published sources and the published fields of its package.json. */
export function packageFingerprint(packageDir: string): { name: string; version: string; fingerprint: string } {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const hash = createHash('sha256');
  hash.update(JSON.stringify(publishedFields.map((field) => [field, manifest[field] ?? null])));
  for (const path of publishedSources(packageDir, manifest.files ?? [])) {
    hash.update(`\0${path}\0`);
    hash.update(readFileSync(join(packageDir, path)));
  }
  return { name: manifest.name, version: manifest.version, fingerprint: hash.digest('hex').slice(0, 16) };
}
