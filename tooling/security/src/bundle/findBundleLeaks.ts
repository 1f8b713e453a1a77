import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ServerLiteral } from './serverOnlyLiterals.ts';
import type { ServerOnlyMarker } from './serverOnlyMarkers.ts';

/** What to look for in the browser bundle. */
export interface BundleLeakRules {
  /** Secret values by variable name: the values the bundle was built with. */
  readonly secrets: Readonly<Record<string, string>>;
  /** Names of secret variables and configuration keys, matched as whole words. */
  readonly names: readonly string[];
  readonly markers: readonly ServerOnlyMarker[];
  readonly literals: readonly ServerLiteral[];
}

/** One trace of server material in a file of the bundle. */
export interface BundleLeak {
  /** The bundle file, relative to the scanned folder. */
  readonly file: string;
  readonly kind: 'secret value' | 'secret name' | 'server-only module' | 'server source text';
  readonly detail: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Every trace of server material in a built browser bundle: a secret's value (also URL-encoded or base64-encoded, as a
 * careless `btoa` or query string would carry it), a secret variable's name, a trace of a server-only module, a
 * server source's string literal. Every file is read, whatever its extension: a secret in a `.svg`, a `.json` or a
 * source map is as public as in a script.
 *
 * @example
 * findBundleLeaks('apps/storefront/build/client', rules); // [] when the bundle is clean
 */
export function findBundleLeaks(dir: string, rules: BundleLeakRules): BundleLeak[] {
  const needles = Object.entries(rules.secrets).flatMap(([name, value]) =>
    [value, encodeURIComponent(value), Buffer.from(value).toString('base64')].map((form) => ({ name, form })),
  );
  const names = rules.names.map((name) => ({ name, pattern: new RegExp(`\\b${escapeRegExp(name)}\\b`) }));
  const leaks: BundleLeak[] = [];
  for (const path of filesOf(dir)) {
    const file = relative(dir, path);
    const text = readFileSync(path, 'latin1');
    // latin1 keeps every byte; the UTF-8 reading finds the literals with accents.
    const utf8 = readFileSync(path, 'utf8');
    const found = new Set<string>();
    for (const { name, form } of needles) {
      if (text.includes(form) && !found.has(name)) {
        found.add(name);
        leaks.push({ file, kind: 'secret value', detail: `the value of ${name}` });
      }
    }
    for (const { name, pattern } of names) {
      if (pattern.test(text)) leaks.push({ file, kind: 'secret name', detail: name });
    }
    for (const marker of rules.markers) {
      const match = marker.pattern.exec(text);
      if (match) leaks.push({ file, kind: 'server-only module', detail: `${marker.meaning}: ${match[0]}` });
    }
    for (const literal of rules.literals) {
      if (utf8.includes(literal.text)) {
        leaks.push({ file, kind: 'server source text', detail: `${JSON.stringify(literal.text)} (${literal.file})` });
      }
    }
  }
  return leaks;
}
