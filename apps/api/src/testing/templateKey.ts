import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../config/packageRoot';

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return filesUnder(path, pattern);
      return pattern.test(name) ? [path] : [];
    });
}

/**
 * What a test database template is made of (migrations, seed files, sources): when any of it changes, the templates
 * (the PGlite dump, the PostgreSQL template databases) are built again.
 * @example
 * const file = join(tmpdir(), `citerne-commerce-${templateKey()}.tar`);
 */
export function templateKey(): string {
  cached ??= computeKey();
  return cached;
}

/** Read once per process: the sources do not change under a running test file. */
let cached: string | undefined;

function computeKey(): string {
  const hash = createHash('sha256');
  const sources = [
    ...filesUnder(join(packageRoot, 'migrations'), /\.sql$/),
    ...filesUnder(join(packageRoot, 'seed'), /\.json$/),
    ...filesUnder(join(packageRoot, 'src'), /\.ts$/).filter((path) => !path.endsWith('.test.ts')),
  ];
  for (const path of sources) hash.update(path).update(readFileSync(path));
  return hash.digest('hex').slice(0, 16);
}
