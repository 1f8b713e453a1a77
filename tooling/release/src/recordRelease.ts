// The last step of `pnpm version-packages` (after `changeset version`): records each published package's new version
// and the fingerprint of what it publishes, the reference of the release check.
import { writeFileSync } from 'node:fs';
import { publishedPackages, releasedPath } from './workspace.ts';

const record = Object.fromEntries(
  publishedPackages().map((pkg) => [pkg.name, { version: pkg.version, fingerprint: pkg.fingerprint }]),
);
writeFileSync(releasedPath, `${JSON.stringify(record, null, 2)}\n`);
console.log(`Recorded ${Object.keys(record).length} released packages in .changeset/released.json`);
