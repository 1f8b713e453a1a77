import { decodeSearchQuery, encodeSearchQuery, parseSearchQuery, type SearchQueryInput } from '@citerne/catalog-search';
import { useId, useState } from 'react';
import '../shared/docsPlayground.css';

export interface QueryBuilderFields {
  readonly text: string;
  readonly category: string;
  readonly priceFrom: string;
  readonly priceTo: string;
  readonly sort: string;
  readonly size: string;
}

export const defaultQueryFields: QueryBuilderFields = {
  text: 'citerne',
  category: '12',
  priceFrom: '500',
  priceTo: '2000',
  sort: 'price:asc',
  size: '18',
};

/** The query a client writes from the form: only what the shopper set (SPEC §7 catalog search). */
export function queryInputOf(fields: QueryBuilderFields): SearchQueryInput {
  const filters: NonNullable<SearchQueryInput['filters']>[number][] = [];
  if (fields.category) filters.push({ kind: 'term', field: 'category_ids', value: Number(fields.category) });
  if (fields.priceFrom || fields.priceTo) {
    filters.push({
      kind: 'range',
      field: 'price',
      ranges: [
        {
          ...(fields.priceFrom ? { from: Number(fields.priceFrom) } : {}),
          ...(fields.priceTo ? { to: Number(fields.priceTo) } : {}),
        },
      ],
    });
  }
  const [field, order] = fields.sort.split(':');
  return {
    type: 'product',
    ...(fields.text ? { text: fields.text } : {}),
    filters,
    ...(field && (order === 'asc' || order === 'desc') ? { sort: { field, order } } : {}),
    ...(fields.size ? { size: Number(fields.size) } : {}),
  };
}

/** Builds a `SearchQuery` from a form: the validated query, its URL form and that URL decoded back. */
export function QueryBuilder({ initial = defaultQueryFields }: { initial?: QueryBuilderFields }) {
  const [fields, setFields] = useState(initial);
  const id = useId();
  const input = queryInputOf(fields);
  const parsed = parseSearchQuery(input);
  const url = parsed.success ? encodeSearchQuery(input) : null;
  const decoded = url === null ? null : decodeSearchQuery(new URLSearchParams(url));
  const field = (key: keyof QueryBuilderFields, label: string, type = 'text') => (
    <label>
      {label}
      <input
        type={type}
        value={fields[key]}
        onChange={(event) => setFields((previous) => ({ ...previous, [key]: event.target.value }))}
      />
    </label>
  );
  return (
    <div className="docs-playground" lang="en">
      <fieldset>
        <legend>Query</legend>
        {field('text', 'Text')}
        {field('category', 'Category id', 'number')}
        {field('priceFrom', 'Price from (€)', 'number')}
        {field('priceTo', 'Price below (€)', 'number')}
        <label>
          Sort
          <select
            value={fields.sort}
            onChange={(event) => setFields((previous) => ({ ...previous, sort: event.target.value }))}
          >
            <option value="">relevance</option>
            <option value="price:asc">price ↑</option>
            <option value="price:desc">price ↓</option>
            <option value="name:asc">name A→Z</option>
            <option value="color:asc">color (not sortable)</option>
          </select>
        </label>
        {field('size', 'Page size', 'number')}
      </fieldset>
      <section aria-labelledby={`${id}-query`}>
        <h3 id={`${id}-query`}>parseSearchQuery → SearchQuery</h3>
        {parsed.success ? (
          <pre data-testid="search-query">{JSON.stringify(parsed.query, null, 2)}</pre>
        ) : (
          <p role="alert">{parsed.message}</p>
        )}
      </section>
      {url !== null && (
        <section aria-labelledby={`${id}-url`}>
          <h3 id={`${id}-url`}>encodeSearchQuery → URL form</h3>
          <pre data-testid="search-url">{`/api/catalog/search?${url}`}</pre>
          <p>
            decodeSearchQuery of that URL gives the same query back:{' '}
            <output>
              {decoded?.success && JSON.stringify(decoded.query) === JSON.stringify(parsed.success && parsed.query)
                ? 'yes'
                : 'no'}
            </output>
          </p>
        </section>
      )}
    </div>
  );
}
