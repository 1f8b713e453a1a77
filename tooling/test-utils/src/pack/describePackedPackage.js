// The pack test every published package runs (issue 22): its tarball, and those of the workspace packages it depends
// on, installed with npm in an empty project outside the workspace — what a team outside this repository gets. Each
// package gives only its own data; the checks are the same for all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAndInstall, readmeExample } from './pack.js';

// The consumer's own React and Vite, for the examples built and rendered as a Vite + React app.
const reactApp = ['react@^19.2.0', 'react-dom@^19.2.0', 'vite@^8'];
// Nothing a consumer should get: tests, stories, benchmarks, fixtures, test helpers.
const notShipped = /\.(test|stories|bench|fixture)\.tsx?$|src\/(testing|fixtures)\//;

/** Every subpath of the exports map but `./package.json`, with the built file a consumer must resolve it to. */
function builtEntries(manifest) {
  return Object.entries(manifest.exports ?? { '.': manifest.main })
    .filter(([subpath]) => subpath !== './package.json')
    .map(([subpath, target]) => ({
      specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
      built: (typeof target === 'string' ? target : target.default).replace(/^\.\//, ''),
      types: typeof target === 'string' ? undefined : target.types?.replace(/^\.\//, ''),
    }));
}

export function describePackedPackage(packageDir, options) {
  const { packs, examples, scripts = [], with: extraPackages = [], offline, undocumentedEntries = [] } = options;
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const rendersWithVite = examples.some((example) => example.language === 'jsx');
  const entries = builtEntries(manifest);
  let installed;

  beforeAll(() => {
    installed = packAndInstall({
      packageDir,
      offline,
      with: [...extraPackages, ...(rendersWithVite ? reactApp : [])],
    });
  }, 180_000);

  afterAll(() => installed?.dispose());

  describe(`the packed ${manifest.name}`, () => {
    it('installs cleanly: no workspace-only dependency, no missing peer, every import of the build declared', () => {
      expect(installed.packedNames).toEqual(packs);
      expect(installed.problems()).toEqual([]);
    });

    it('resolves every entry to the published build, never to the sources (no @citerne/source leak)', () => {
      const resolved = Object.fromEntries(entries.map(({ specifier }) => [specifier, installed.resolve(specifier)]));
      expect(resolved).toEqual(
        Object.fromEntries(
          entries.map(({ specifier, built }) => [
            specifier,
            expect.stringMatching(new RegExp(`/node_modules/${manifest.name}/${built.replaceAll('.', '\\.')}$`)),
          ]),
        ),
      );
    });

    it('ships the build and types of every entry and its README, without tests, stories or test helpers', () => {
      const needed = [
        'package.json',
        'README.md',
        ...entries.flatMap(({ built, types }) => [built, types ?? []].flat()),
      ];
      expect(installed.packedFiles).toEqual(expect.arrayContaining(needed));
      expect(installed.packedFiles.filter((file) => notShipped.test(file))).toEqual([]);
    });

    for (const { heading, language = 'js' } of examples) {
      if (language === 'jsx') {
        it(`builds the README's "${heading}" (jsx) in a Vite + React app, renders it on the server and prints what the README says`, () => {
          const { code, output } = readmeExample(packageDir, heading, language);
          expect(output, 'the README documents the output after "It prints:"').toBeDefined();
          expect(installed.buildAndRunWithVite('app.jsx', code)).toBe(output);
        }, 60_000);
      } else {
        it(`runs the README's "${heading}" (${language}) in plain Node and prints what the README says`, () => {
          const { code, output } = readmeExample(packageDir, heading, language);
          expect(output, 'the README documents the output after "It prints:"').toBeDefined();
          expect(installed.runScript('readme.mjs', code)).toBe(output);
        });
      }
    }

    for (const { title, source, prints } of scripts) {
      it(title, () => {
        expect(JSON.parse(installed.runScript('use.mjs', source))).toEqual(prints);
      });
    }

    it('names every runtime export of its entries in the README (the public API part)', () => {
      expect(installed.undocumentedExports(undocumentedEntries)).toEqual([]);
    });
  });
}
