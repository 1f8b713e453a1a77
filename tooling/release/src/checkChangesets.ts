// npm test: fails when a published package changed since its last recorded version without a changeset naming it.
// It compares the working tree with `.changeset/released.json` (written by `pnpm version-packages`), not with git
// history, so it gives the same answer on a shallow CI clone holding only the current commit.
import { existsSync, readFileSync } from 'node:fs';
import { unreleasedChanges } from './unreleasedChanges.ts';
import { pendingChangesetPackages, publishedPackages, releasedPath } from './workspace.ts';

const released = existsSync(releasedPath) ? JSON.parse(readFileSync(releasedPath, 'utf8')) : {};
const packages = publishedPackages();
const problems = unreleasedChanges(packages, released, pendingChangesetPackages());
if (problems.length > 0) {
  console.error(`✖ Release check (CONTRIBUTING.md "Releases"):\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`✔ ${packages.length} published packages: each unchanged since its version or named by a changeset`);
