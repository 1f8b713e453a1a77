import type { Plugin } from 'vite';
import { documentedEntries } from './documentedEntries.ts';
import { type ApiRow, readApiTables } from './readApiTables.ts';

const prefix = 'virtual:api-table/';

/**
 * `import rows from 'virtual:api-table/@citerne/pricing'`: the API table of a package entry, read from the
 * TypeScript sources when Storybook builds (one program for every documented entry, read once per build).
 */
export function apiTablesPlugin(): Plugin {
  let tables: Record<string, ApiRow[]> | undefined;
  return {
    name: 'citerne:api-tables',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const specifier = id.slice(prefix.length + 1);
      tables ??= readApiTables(documentedEntries());
      const rows = tables[specifier];
      if (rows === undefined) throw new Error(`${specifier} is not an entry of a documented package`);
      return `export default ${JSON.stringify(rows)};`;
    },
  };
}
