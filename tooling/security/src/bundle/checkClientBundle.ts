// `pnpm --filter @repo/security check:bundle`, run by `npm test` after the build: fails when the storefront's browser
// bundle holds a server secret, a secret's name or server-only code (ARCHITECTURE.md "Configuration"; ASVS 5.0 V13.3).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fakeServerSecrets, serverSecretNames } from './fakeServerSecrets.ts';
import { findBundleLeaks } from './findBundleLeaks.ts';
import { serverOnlyLiterals } from './serverOnlyLiterals.ts';
import { serverOnlyMarkers } from './serverOnlyMarkers.ts';

const root = resolve(import.meta.dirname, '../../../..');
const dir = join(root, 'apps/storefront/build/client');
if (!existsSync(dir) || readdirSync(dir).length === 0) {
  console.error(`✖ No browser bundle in ${dir}: build the storefront first (pnpm --filter @citerne/storefront build).`);
  process.exit(1);
}
// The values the build saw: the fake set `npm test` builds with, and any real secret this shell holds.
const secrets: Record<string, string> = { ...fakeServerSecrets };
for (const name of Object.keys(fakeServerSecrets)) {
  const value = process.env[name];
  if (value && value.length >= 12) secrets[`${name} (this environment)`] = value;
}
const literals = serverOnlyLiterals(root);
const leaks = findBundleLeaks(dir, {
  secrets,
  names: serverSecretNames,
  markers: serverOnlyMarkers,
  literals,
});
const searched = `${Object.keys(secrets).length} secret values, ${serverSecretNames.length} names, ${serverOnlyMarkers.length} server-module traces, ${literals.length} server source texts`;
if (leaks.length > 0) {
  console.error(`✖ The browser bundle (${dir}) holds server material:`);
  for (const leak of leaks) console.error(`  ${leak.file}: ${leak.kind} — ${leak.detail}`);
  process.exit(1);
}
console.log(`✔ The browser bundle holds no server secret or server-only code (searched for ${searched}).`);
