import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changesetPackages } from './changesetPackages.ts';
import { packageFingerprint } from './packageFingerprint.ts';

export const root = join(import.meta.dirname, '..', '..', '..');
/** Where `pnpm version-packages` records what it released (committed with the versions and changelogs). */
export const releasedPath = join(root, '.changeset', 'released.json');

/** The published packages of `packages/` (not `private`), each with its version and fingerprint. */
export function publishedPackages() {
  const dir = join(root, 'packages');
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => existsSync(join(path, 'package.json')))
    .filter((path) => JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).private !== true)
    .map(packageFingerprint);
}

/** The packages the pending changesets (`.changeset/*.md`, not the README) name. */
export function pendingChangesetPackages(): Set<string> {
  const dir = join(root, '.changeset');
  return new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith('.md') && name !== 'README.md')
      .flatMap((name) => changesetPackages(readFileSync(join(dir, name), 'utf8'))),
  );
}
