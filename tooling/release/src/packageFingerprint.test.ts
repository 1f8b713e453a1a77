import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageFingerprint, publishedSources } from './packageFingerprint.ts';

const files = ['dist', 'src', '!src/**/*.test.ts', '!src/testing'];
let dir = '';

function writePackage(manifest: Record<string, unknown>, sources: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'release-fingerprint-'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: '@citerne/demo', version: '1.0.0', files, ...manifest }),
  );
  for (const [path, text] of Object.entries(sources)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('packageFingerprint', () => {
  const sources = { 'src/index.ts': 'export const a = 1;', 'src/index.test.ts': 'test', 'src/testing/fake.ts': 'fake' };

  it('covers the published sources, not the tests or test helpers the files field leaves out', () => {
    expect(publishedSources(writePackage({}, sources), files)).toEqual(['src/index.ts']);
  });

  it('changes with a published source or dependency, not with a test, the version or the scripts', () => {
    const base = packageFingerprint(writePackage({}, sources)).fingerprint;
    rmSync(dir, { recursive: true });
    expect(
      packageFingerprint(
        writePackage({ version: '2.0.0', scripts: { x: 'y' } }, { ...sources, 'src/index.test.ts': 'other' }),
      ).fingerprint,
    ).toBe(base);
    rmSync(dir, { recursive: true });
    expect(
      packageFingerprint(writePackage({}, { ...sources, 'src/index.ts': 'export const a = 2;' })).fingerprint,
    ).not.toBe(base);
    rmSync(dir, { recursive: true });
    expect(packageFingerprint(writePackage({ dependencies: { valibot: '^1.5.0' } }, sources)).fingerprint).not.toBe(
      base,
    );
  });

  it('refuses a files pattern it does not understand rather than miss files', () => {
    expect(() => publishedSources(writePackage({}, sources), ['src', '!src/{a,b}.ts'])).toThrow(/not understood/);
  });
});
