import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The API runs from source (tests, tsx) and bundled (dist/): find the package
// folder by walking up, so migrations and seed files resolve in both.
function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@citerne/api') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`@citerne/api package.json not found above ${start}`);
    dir = parent;
  }
}

/** Absolute path of the `apps/api` folder. */
export const packageRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
