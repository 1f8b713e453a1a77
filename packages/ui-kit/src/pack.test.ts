import { join } from 'node:path';
import { type InstalledPackage, packAndInstall, readmeExample } from '@repo/test-utils/pack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The published tarball (and @citerne/pricing's, packed too) installed with npm outside the workspace next to the
// consumer's own react, react-dom and vite, then a small React app built with Vite and rendered on the server:
// what a team outside this repository gets.
const packageDir = join(import.meta.dirname, '..');
let installed: InstalledPackage;

beforeAll(() => {
  installed = packAndInstall({ packageDir, with: ['react@^19.2.0', 'react-dom@^19.2.0', 'vite@^8'] });
}, 180_000);

afterAll(() => installed?.dispose());

describe('the packed package', () => {
  it('installs cleanly: no workspace-only dependency, no missing peer, every import of the build declared', () => {
    expect(installed.packedNames).toEqual(['@citerne/ui-kit', '@citerne/pricing']);
    expect(installed.problems()).toEqual([]);
  });

  it('resolves to the published build, never to the sources (no @citerne/source leak)', () => {
    expect(installed.resolve('@citerne/ui-kit')).toMatch(/node_modules\/@citerne\/ui-kit\/dist\/index\.js$/);
    expect(installed.resolve('@citerne/ui-kit/styles.css')).toMatch(/\/dist\/index\.css$/);
  });

  it('builds the README quick start in a Vite + React app and renders it on the server', () => {
    const { code, output } = readmeExample(packageDir, '## Quick start', 'jsx');
    expect(installed.buildAndRunWithVite('app.jsx', code)).toBe(output);
  }, 60_000);

  it('ships the build, the stylesheet and the sources, without tests, stories or fixtures', () => {
    expect(installed.packedFiles).toEqual(
      expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/index.css']),
    );
    expect(installed.packedFiles.filter((file) => /\.(test|stories)\.tsx?$|src\/fixtures\//.test(file))).toEqual([]);
  });
  it('names every runtime export of its entries in the README (the public API part)', () => {
    const undocumented = installed.undocumentedExports([]);
    expect(undocumented).toEqual([]);
  });
});
