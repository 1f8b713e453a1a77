// `pnpm pack` of a workspace package, kept between test files: the eight pack tests pack 22 tarballs of 8 packages
// (each test packs its workspace dependencies too), about a second of CPU each while `npm test` runs everything in
// parallel. A tarball is reused only while every byte it could depend on is unchanged (the key below).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const cacheDir = join(tmpdir(), 'citerne-pack-cache');
const notPacked = new Set(['node_modules', '.turbo', '.reports']);
const dayMs = 24 * 60 * 60 * 1000;

function hashTree(hash, dir, relative = '') {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (notPacked.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path, `${relative}${entry.name}/`);
    else if (entry.isFile()) hash.update(`${relative}${entry.name}\0`).update(readFileSync(path)).update('\0');
  }
}

/**
 * What a tarball depends on: every file of the package (whatever `files` picks), the manifests of the workspace
 * packages (pnpm writes their versions in place of `workspace:`) and `pnpm-workspace.yaml` (the `catalog:` ranges).
 */
function cacheKey(packageDir, workspaceManifests) {
  const hash = createHash('sha256');
  hashTree(hash, packageDir);
  for (const path of [...workspaceManifests].sort()) hash.update(path).update(readFileSync(path));
  return hash.digest('hex').slice(0, 24);
}

/** Drops the tarballs nobody has used for a day, so the folder stays bounded across edits. */
function pruneOld() {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > dayMs) rmSync(path, { recursive: true, force: true });
    } catch {
      // Pruned by a concurrent test: nothing to do.
    }
  }
}

/**
 * Packs the package with pnpm into `destination` (or copies the tarball packed before from the same bytes) and
 * returns what `pnpm pack --json` says, `filename` pointing into `destination`.
 */
export function packCached(packageDir, destination, workspaceManifests) {
  mkdirSync(cacheDir, { recursive: true });
  const entryDir = join(cacheDir, cacheKey(packageDir, workspaceManifests));
  let pack;
  try {
    pack = JSON.parse(readFileSync(join(entryDir, 'pack.json'), 'utf8'));
    const now = new Date();
    utimesSync(entryDir, now, now);
  } catch {
    const packDir = mkdtempSync(join(cacheDir, 'packing-'));
    try {
      pack = JSON.parse(
        execFileSync('pnpm', ['pack', '--json', '--pack-destination', packDir], {
          cwd: packageDir,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      pack.filename = basename(pack.filename);
      writeFileSync(join(packDir, 'pack.json'), JSON.stringify(pack));
      // A whole folder appears at once: a concurrent test sees the entry complete or not at all.
      renameSync(packDir, entryDir);
    } catch (error) {
      rmSync(packDir, { recursive: true, force: true });
      // Another test packed the same bytes first: use its entry.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') {
        throw new Error(`pnpm pack failed in ${packageDir}:\n${error.stderr ?? ''}${error.stdout ?? error.message}`);
      }
      pack = JSON.parse(readFileSync(join(entryDir, 'pack.json'), 'utf8'));
    }
    pruneOld();
  }
  const filename = join(destination, pack.filename);
  copyFileSync(join(entryDir, pack.filename), filename);
  return { ...pack, filename };
}
