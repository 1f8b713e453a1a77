/** A README example the pack test runs: the first fenced block of `language` after `heading`. */
export interface PackedReadmeExample {
  /** The heading line, e.g. `## Quick start`. */
  heading: string;
  /**
   * `js` (default): run as a plain Node ESM script. `jsx`: built as a Vite + React app (the consumer's own `react`,
   * `react-dom` and `vite` are installed next to the tarballs) and rendered on the server. Either way the output must
   * be the one the README documents after "It prints:".
   */
  language?: 'js' | 'jsx';
}

/** A script of the test's own, run in plain Node in the consumer project; it prints JSON. */
export interface PackedScript {
  /** The test's name. */
  title: string;
  source: string;
  /** The JSON it must print, parsed. */
  prints: unknown;
}

export interface PackedPackageOptions {
  /** The packages packed and installed, in order: the package first, then its workspace dependencies, depth first. */
  packs: string[];
  examples: PackedReadmeExample[];
  scripts?: PackedScript[];
  /** Registry packages the consumer adds beside the tarballs (e.g. an optional peer such as `jotai@^3`). */
  with?: string[];
  /** Install with `npm --offline`: nothing may come from the registry. */
  offline?: boolean;
  /** Entries whose runtime exports the README need not list one by one (e.g. `./contract`). */
  undocumentedEntries?: string[];
}

/**
 * Declares a package's pack test: packs it with its workspace dependencies, installs the tarballs with npm in an
 * empty project outside the workspace and checks that `npm ls` is clean, that no `workspace:`/`catalog:` range,
 * `@repo/*` dependency or undeclared import is left, that every entry of the exports map resolves to the published
 * build (never the `@citerne/source` condition), that the tarball ships every entry's build and types but no tests,
 * stories or fixtures, that each README example runs (Node, or Vite + React for `jsx`) and prints what the README
 * says, the package's own scripts, and that the README names every runtime export.
 *
 * @example
 * describePackedPackage(join(import.meta.dirname, '..'), {
 *   packs: ['@citerne/product', '@citerne/core-api', '@citerne/pricing'],
 *   examples: [{ heading: '## Quick start' }],
 * });
 */
export declare function describePackedPackage(packageDir: string, options: PackedPackageOptions): void;
