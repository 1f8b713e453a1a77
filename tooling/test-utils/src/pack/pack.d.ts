/** Runs a command; on failure the error carries its output. */
export declare function run(command: string, args: string[], cwd: string): string;

export interface InstalledPackage {
  /** A folder outside the workspace where the tarball is installed with npm. */
  consumerDir: string;
  /** The files the tarball holds. */
  packedFiles: string[];
  /** Writes a plain Node ESM script in the consumer folder, runs it, returns its output. */
  runScript(name: string, source: string): string;
  dispose(): void;
}

/**
 * Builds the package if its dist is older than its sources, packs it with pnpm and
 * installs the tarball with npm outside the workspace (`offline` when it has no dependencies).
 */
export declare function packAndInstall(options: { packageDir: string; offline?: boolean }): InstalledPackage;
