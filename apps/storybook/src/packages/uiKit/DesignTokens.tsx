import { breakpoints, layout, timing } from '@citerne/ui-kit';
import { useEffect, useState } from 'react';
import '../shared/docsPlayground.css';

/** The kit's custom properties (`--ck-*`), read from its loaded stylesheet (tokens.css) rather than copied. */
function readTokens(): [string, string][] {
  const found = new Map<string, string>();
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // A cross-origin sheet cannot be read; the kit's own is same-origin.
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':root') continue;
      for (const name of Array.from(rule.style)) {
        if (name.startsWith('--ck-')) found.set(name, rule.style.getPropertyValue(name).trim());
      }
    }
  }
  return [...found].sort(([a], [b]) => a.localeCompare(b));
}

/** Every design token: the CSS custom properties with a swatch for colours, then the TypeScript tokens. */
export function DesignTokens() {
  const [tokens, setTokens] = useState<[string, string][]>([]);
  useEffect(() => setTokens(readTokens()), []);
  return (
    <div className="docs-playground" lang="en">
      <table className="docs-table">
        <caption>{tokens.length} CSS custom properties of tokens.css</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td>
                {name.startsWith('--ck-color-') ? (
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: '2.5rem',
                      height: '1.25rem',
                      background: `var(${name})`,
                      border: '1px solid var(--ck-color-border-strong)',
                    }}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <pre data-testid="ts-tokens">{JSON.stringify({ breakpoints, layout, timing }, null, 2)}</pre>
    </div>
  );
}
