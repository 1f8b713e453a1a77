/** What a runtime export is, read from the value itself (types have no runtime value: see the package's .d.ts). */
function kindOf(value: unknown): string {
  if (typeof value === 'function')
    return /^class\s/.test(Function.prototype.toString.call(value)) ? 'class' : 'function';
  if (Array.isArray(value)) return 'array';
  if (value !== null && typeof value === 'object') return 'object';
  return typeof value;
}

export interface ExportsTableProps {
  /** The package's module namespace (`import * as pricing from '@citerne/pricing'`): the table can never rot. */
  readonly module: Readonly<Record<string, unknown>>;
  /** The import specifier, shown in the caption. */
  readonly specifier: string;
}

/**
 * The runtime exports of a package entry, derived from the module itself rather than copied by hand; each
 * function's TSDoc (parameters, `@throws`, `@example`) ships in the package's type declarations.
 */
export function ExportsTable({ module, specifier }: ExportsTableProps) {
  const names = Object.keys(module).sort((a, b) => a.localeCompare(b));
  return (
    <table className="docs-table">
      <caption>
        {names.length} runtime exports of <code>{specifier}</code>
      </caption>
      <thead>
        <tr>
          <th scope="col">Export</th>
          <th scope="col">Kind</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{kindOf(module[name])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
