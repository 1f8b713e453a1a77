import { join } from 'node:path';
import { type InstalledPackage, packAndInstall, readmeExample } from '@repo/test-utils/pack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The published tarball installed with npm in an empty project outside the workspace, as a team outside this
// repository gets it: core-api's, pricing's and product's tarballs are packed and installed too, next to the consumer's own react, react-dom, jotai and vite (the optional peers of `./react`).
const packageDir = join(import.meta.dirname, '..');
let installed: InstalledPackage;

beforeAll(() => {
  installed = packAndInstall({ packageDir, with: ['react@^19.2.0', 'react-dom@^19.2.0', 'jotai@^3', 'vite@^8'] });
}, 180_000);

afterAll(() => installed?.dispose());

describe('the packed package', () => {
  it('installs cleanly: no workspace-only dependency, no missing peer, every import of the build declared', () => {
    expect(installed.packedNames).toEqual([
      '@citerne/cart-sync',
      '@citerne/core-api',
      '@citerne/pricing',
      '@citerne/product',
    ]);
    expect(installed.problems()).toEqual([]);
  });

  it('resolves to the published build, never to the sources (no @citerne/source leak)', () => {
    expect(installed.resolve('@citerne/cart-sync')).toMatch(/node_modules\/@citerne\/cart-sync\/dist\/index\.js$/);
    expect(installed.resolve('@citerne/cart-sync/react')).toMatch(
      /node_modules\/@citerne\/cart-sync\/dist\/react\/index\.js$/,
    );
  });

  it('runs the README quick start in plain Node and prints what the README says', () => {
    const { code, output } = readmeExample(packageDir, '## Quick start');
    expect(installed.runScript('readme.mjs', code)).toBe(output);
  });

  it('builds the README React quick start (`./react`) in a Vite + React app and renders it on the server', () => {
    const { code, output } = readmeExample(packageDir, '## Quick start', 'jsx');
    expect(installed.buildAndRunWithVite('app.jsx', code)).toBe(output);
  }, 60_000);

  it('ships the build and the sources, without tests or test helpers', () => {
    expect(installed.packedFiles).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']),
    );
    expect(
      installed.packedFiles.filter((file) => /\.(test|stories|bench)\.tsx?$|src\/(testing|fixtures)\//.test(file)),
    ).toEqual([]);
  });
  it('names every runtime export of its entries in the README (the public API part)', () => {
    const undocumented = installed.undocumentedExports([]);
    expect(undocumented).toEqual([]);
  });
});
