/** A published package as it is now: its version and the fingerprint of what it publishes. */
export interface PackageState {
  readonly name: string;
  readonly version: string;
  readonly fingerprint: string;
}

/** What `pnpm version-packages` recorded for a package: the version it released and the fingerprint then. */
export interface ReleasedState {
  readonly version: string;
  readonly fingerprint: string;
}

/**
 * The problems of the release check, one sentence each; empty when every published package is either unchanged since
 * its last recorded version or named by a pending changeset. A package whose version moved without the record being
 * updated (someone ran `changeset version` alone) is a problem too: the record would no longer say what was released.
 */
export function unreleasedChanges(
  packages: readonly PackageState[],
  released: Readonly<Record<string, ReleasedState>>,
  pendingChangesetPackages: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const pkg of packages) {
    const record = released[pkg.name];
    if (record === undefined) {
      problems.push(`${pkg.name} has no release record: run \`pnpm version-packages\` (it records every package)`);
      continue;
    }
    if (record.version !== pkg.version) {
      problems.push(
        `${pkg.name} is ${pkg.version} but the release record says ${record.version}: version with \`pnpm version-packages\`, not \`changeset version\` alone`,
      );
      continue;
    }
    if (record.fingerprint !== pkg.fingerprint && !pendingChangesetPackages.has(pkg.name)) {
      problems.push(
        `${pkg.name} changed since ${pkg.version} and no changeset names it: run \`pnpm changeset\` and describe the change`,
      );
    }
  }
  for (const name of Object.keys(released)) {
    if (!packages.some((pkg) => pkg.name === name))
      problems.push(`the release record names ${name}, which is not published`);
  }
  return problems;
}
