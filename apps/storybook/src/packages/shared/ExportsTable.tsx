import type { ApiRow } from '../../../scripts/apiTable/readApiTables';
import './docsPlayground.css';

export interface ExportsTableProps {
  /**
   * The entry's API table, generated from the package's TypeScript sources when Storybook builds
   * (`import rows from 'virtual:api-table/@citerne/pricing'`): never copied by hand, so it cannot rot.
   */
  readonly rows: readonly ApiRow[];
  /** The import specifier, shown in the caption. */
  readonly specifier: string;
}

const longTable = 100;

/** A TSDoc summary with its `code` spans. */
function Summary({ text }: { readonly text: string }) {
  return <p>{text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</p>;
}

/** Every export of a package entry — functions, classes, constants and types — with its signature and TSDoc summary. */
export function ExportsTable({ rows, specifier }: ExportsTableProps) {
  const table = (
    <table className="docs-table docs-api" data-specifier={specifier}>
      <caption>
        {rows.length} exports of <code>{specifier}</code>, from its TypeScript sources and TSDoc
      </caption>
      <thead>
        <tr>
          <th scope="col">Export</th>
          <th scope="col">Signature and summary</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code className="docs-api__name">{row.name}</code>
              <span className="docs-api__kind">{row.kind}</span>
            </th>
            <td>
              <pre className="docs-api__signature">
                <code>{row.signature}</code>
              </pre>
              <Summary text={row.summary} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  // A long entry (the contract's schemas, the kit's components) opens on demand rather than as a wall of rows.
  return rows.length > longTable ? (
    <details className="docs-api__details">
      <summary>
        Show the {rows.length} exports of <code>{specifier}</code>
      </summary>
      {table}
    </details>
  ) : (
    table
  );
}
