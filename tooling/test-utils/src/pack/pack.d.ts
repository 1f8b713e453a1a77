/** Runs a command; on failure the error carries its output. */
export declare function run(command: string, args: string[], cwd: string): string;

export interface InstalledPackage {
  /** A folder outside the workspace where the tarballs are installed with npm. */
  consumerDir: string;
  /** The files the package's tarball holds. */
  packedFiles: string[];
  /** The packages packed: the package first, then the workspace packages it depends on. */
  packedNames: string[];
  /** The installed package.json of a packed package (the package itself by default). */
  manifest(name?: string): Record<string, unknown> & { version: string; dependencies?: Record<string, string> };
  /**
   * What a team would trip on: `npm ls` problems (a missing or invalid dependency or required peer), a `workspace:`
   * or `catalog:` range or an `@repo/*` dependency left in a packed manifest, a bare import in a built file
   * (`dist/`) that the manifest does not declare. Empty when the install is clean.
   */
  problems(): string[];
  /**
   * The runtime exports of the package's entries (its `exports`, built `.js` targets, but `skippedEntries` such as
   * `'./contract'`) that its installed README never names, as `entry: name`: the README's public API checked
   * against what the package really exports.
   */
  undocumentedExports(skippedEntries?: string[]): string[];
  /** Where Node resolves a specifier from the consumer folder (default conditions): a `file:` URL. */
  resolve(specifier: string): string;
  /**
   * Writes a small React app (`.jsx`), builds it with the consumer's Vite as a server bundle (`vite build --ssr`,
   * default conditions: the published build only) and runs it with Node; returns what it prints. Needs `vite`,
   * `react` and `react-dom` installed `with` the package.
   */
  buildAndRunWithVite(name: string, source: string): string;
  /** Writes a plain Node ESM script in the consumer folder, runs it, returns its output. */
  runScript(name: string, source: string): string;
  dispose(): void;
}

/**
 * Builds the package and the workspace packages it depends on when their dist is older than their sources, packs
 * each with pnpm and installs the tarballs together with npm outside the workspace, with `with` (registry
 * packages the consumer adds, e.g. react) — `offline` when nothing comes from the registry.
 */
export declare function packAndInstall(options: {
  packageDir: string;
  offline?: boolean;
  with?: string[];
}): InstalledPackage;

/**
 * A README example: the first fenced block of `language` (default `js`) after the heading line (e.g. `## Quick
 * start`), and the output documented after it ("It prints:" then a `text` block), when there is one.
 */
export declare function readmeExample(
  packageDir: string,
  heading: string,
  language?: string,
): { code: string; output: string | undefined };
