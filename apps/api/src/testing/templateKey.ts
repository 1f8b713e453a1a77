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
 * What a test database template is made of (migrations, seed files, sources) and the day: when any of it changes, the
 * templates (the PGlite dumps, the PostgreSQL template databases) are built again. The day, because the seed records
 * its prices as of when it runs and the 30-day reference prices (art. L112-1-1) are read against today.
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
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}
