import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { sourceFileOf } from './readApiTables.ts';

const storybookDir = join(import.meta.dirname, '..', '..');
const requireFromStorybook = createRequire(join(storybookDir, 'package.json'));

/**
 * Every TypeScript entry of the `@citerne/*` packages this Storybook documents (its dependencies), as specifiers:
 * `@citerne/pricing`, `@citerne/core-api/contract`, … — the entries whose API tables the docs pages show.
 */
export function documentedEntries(): string[] {
  const manifest = JSON.parse(readFileSync(join(storybookDir, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies)
    .filter((name) => name.startsWith('@citerne/'))
    .flatMap((name) => {
      const packageManifest = JSON.parse(readFileSync(requireFromStorybook.resolve(`${name}/package.json`), 'utf8'));
      return Object.keys(packageManifest.exports)
        .filter((subpath) => subpath !== './package.json')
        .map((subpath) => (subpath === '.' ? name : `${name}/${subpath.slice(2)}`));
    })
    .filter((specifier) => /\.tsx?$/.test(sourceFileOf(specifier)));
}
