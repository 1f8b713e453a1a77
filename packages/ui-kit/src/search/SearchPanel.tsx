import { useId } from 'react';
import { Button } from '../actions/Button';
import { EmptyState } from '../feedback/EmptyState';
import { Icon } from '../icons/Icon';
import { ProductGrid, type ProductGridItem } from '../product/ProductGrid';
import styles from './SearchPanel.module.css';

/** SPEC §2, §9: the search runs once the text has 3 or more characters. */
export const SEARCH_MIN_LENGTH = 3;

/** Texts of the search panel. */
export interface SearchPanelLabels {
  input: string;
  placeholder: string;
  /** Hint under the field while the text is too short, e.g. "Saisissez au moins 3 caractères". */
  minLength: string;
  /** Count announced with results, e.g. `(n) => \`${n} résultats\``. */
  results: (total: number) => string;
  resultsList: string;
  seeMore: string;
  loading: string;
  emptyTitle: string;
  emptyDescription?: string;
  offlineTitle: string;
  offlineDescription?: string;
}

/** Props of {@link SearchPanel}. */
export interface SearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** `idle` before 3 characters; `offline` when searching is impossible offline. */
  status: 'idle' | 'loading' | 'results' | 'empty' | 'offline';
  /** One page holds 16 or 18 products (SPEC §9). */
  results: ReadonlyArray<ProductGridItem>;
  total?: number;
  canLoadMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  labels: SearchPanelLabels;
  /** Stable id of the input, e.g. to focus it when the panel opens. */
  inputId?: string;
}

/**
 * The search panel (SPEC §2): a search field, then a grid of results with "see more", and its
 * too-short, loading, empty and offline states. The result count is announced politely.
 *
 * @example
 * <SearchPanel query={q} onQueryChange={setQ} status={status} results={items} total={42}
 *   canLoadMore onLoadMore={next} labels={labels} />
 */
export function SearchPanel({
  query,
  onQueryChange,
  status,
  results,
  total,
  canLoadMore = false,
  loadingMore = false,
  onLoadMore,
  labels,
  inputId,
}: SearchPanelProps) {
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const hintId = `${id}-hint`;
  const tooShort = query.trim().length < SEARCH_MIN_LENGTH;
  return (
    <div className={styles.panel}>
      <search>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={id} className={styles.label}>
            {labels.input}
          </label>
          <div className={styles.field}>
            <Icon name="search" className={styles.fieldIcon} />
            <input
              id={id}
              type="search"
              className={styles.input}
              placeholder={labels.placeholder}
              value={query}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={tooShort ? hintId : undefined}
              onChange={(event) => onQueryChange(event.target.value)}
            />
          </div>
          {tooShort ? (
            <p id={hintId} className={styles.hint}>
              {labels.minLength}
            </p>
          ) : null}
        </form>
      </search>
      <output className={styles.count}>
        {status === 'results' && total !== undefined
          ? labels.results(total)
          : status === 'loading'
            ? labels.loading
            : ''}
      </output>
      {status === 'loading' ? <ProductGrid label={labels.resultsList} items={[]} loading skeletonCount={4} /> : null}
      {status === 'results' ? (
        <>
          <ProductGrid label={labels.resultsList} items={results} />
          {canLoadMore ? (
            <div className={styles.more}>
              <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
                {labels.seeMore}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {status === 'empty' ? (
        <EmptyState icon="search" title={labels.emptyTitle} description={labels.emptyDescription} />
      ) : null}
      {status === 'offline' ? (
        <EmptyState icon="wifi-off" title={labels.offlineTitle} description={labels.offlineDescription} />
      ) : null}
    </div>
  );
}
