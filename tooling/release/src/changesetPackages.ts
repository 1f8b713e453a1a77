/**
 * The package names a changeset file bumps: its front matter, `"@scope/name": patch|minor|major` lines between two
 * `---` lines (the format of `@changesets/cli`). A file without front matter names nothing.
 */
export function changesetPackages(markdown: string): string[] {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown)?.[1];
  if (frontMatter === undefined) return [];
  return frontMatter
    .split(/\r?\n/)
    .map((line) => /^\s*["']?([^"':\s]+)["']?\s*:\s*(patch|minor|major)\s*$/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}
