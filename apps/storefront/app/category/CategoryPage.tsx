import { sortOptions } from '@citerne/catalog-search';
import { Breadcrumbs, Button, Drawer, EmptyState, FilterPanel, Icon, Pagination, SortSelect } from '@citerne/ui-kit';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { usePageData } from '../api/usePageData';
import { ProductTeaserGrid } from '../catalog/ProductTeaserGrid';
import { CmsContent } from '../cms/CmsContent';
import { useNotify } from '../notifications/notificationsAtom';
import type { CategoryPageData } from './CategoryPageData';
import { type CategoryQueryChange, categorySearchParams } from './categorySearchParams';

function pendingSelection(data: CategoryPageData, params: URLSearchParams): Record<string, string[]> {
  return Object.fromEntries(
    data.filters.map((group) => [group.id, params.getAll(group.id).flatMap((value) => value.split(','))]),
  );
}

/**
 * The category page (SPEC §2): breadcrumbs, title, filters with active chips, the SPEC §9 sorts, 50 products per
 * page with paging, and the category description. Filters, sort and page travel in the URL query, so a list can
 * be shared and the back button returns to the previous one.
 */
export function CategoryPage({ dataKey }: { dataKey: readonly unknown[] }) {
  const { t } = useLingui();
  const data = usePageData<CategoryPageData>(dataKey);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // While the next list loads, the controls already show the shopper's choice.
  const pending =
    navigation.location?.pathname === location.pathname ? new URLSearchParams(navigation.location.search) : null;
  const selected = pending ? pendingSelection(data, pending) : data.selected;
  const sort = pending ? (pending.get('sort') ?? data.defaultSort) : data.sort;
  const warning = data.status === 'empty' || data.status === 'failed';
  const warningText = t`No products synchronized for this category. Please come back while online!`;

  useEffect(() => {
    if (!warning) return;
    notify.show({ type: 'warning', message: warningText, action1: { label: t`OK`, action: () => {} } });
  }, [warning, warningText, notify, t]);

  const change = (next: CategoryQueryChange) => {
    const query = categorySearchParams(params, next).toString();
    setFiltersOpen(false);
    navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { preventScrollReset: true });
  };
  const hrefForPage = (page: number) => {
    const query = categorySearchParams(params, { kind: 'page', page }).toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const sortLabels: Record<string, string> = {
    'updated_at:desc': t`Latest`,
    'price:asc': t`Price: low to high`,
    'price:desc': t`Price: high to low`,
    'position:asc': t`Position`,
  };
  const productCount = (count: number) => t({ message: plural(count, { one: '# product', other: '# products' }) });
  const chosenCount = Object.values(selected).reduce((sum, values) => sum + values.length, 0);
  // The chips of the chosen filters, shown above the list on small screens (the filter panel is in a drawer there).
  const chips = data.filters.flatMap((group) =>
    (selected[group.id] ?? []).flatMap((id) => {
      const option = group.options.find((candidate) => candidate.id === id);
      return option ? [{ group, option }] : [];
    }),
  );
  const crumbs = data.breadcrumbs.map((crumb, index) =>
    index === data.breadcrumbs.length - 1 ? { label: crumb.label } : crumb,
  );
  const filterPanel = (
    <FilterPanel
      groups={data.filters}
      selected={selected}
      onToggle={(groupId, optionId) => {
        const group = data.filters.find((candidate) => candidate.id === groupId);
        change({ kind: 'toggle', filter: groupId, value: optionId, single: group?.single === true });
      }}
      onClearAll={() => change({ kind: 'clear' })}
      labels={{
        active: t`Active filters`,
        removeFilter: (group, option) => t`Remove the filter ${group}: ${option}`,
        clearAll: t`Clear all filters`,
        count: productCount,
      }}
    />
  );

  return (
    <article className="category-page">
      <Breadcrumbs label={t`Breadcrumb`} items={[{ label: t`Home`, href: '/' }, ...crumbs]} />
      <header className="page-header">
        <h1>{data.category.name}</h1>
        {data.category.shortDescription ? <p className="page-lead">{data.category.shortDescription}</p> : null}
      </header>
      <div className="category-layout">
        {data.filters.length > 0 ? (
          <aside className="category-filters" aria-labelledby="filters-title">
            <h2 id="filters-title" className="category-filters__title">
              {t`Filter`}
            </h2>
            {filterPanel}
          </aside>
        ) : null}
        <section className="category-products" aria-labelledby="products-title">
          <h2 id="products-title" className="visually-hidden">
            {t`Products`}
          </h2>
          <div className="category-toolbar">
            <p className="category-toolbar__count" aria-live="polite">
              {productCount(data.total)}
            </p>
            {data.filters.length > 0 ? (
              <Button
                variant="secondary"
                className="category-toolbar__filters"
                icon="filter"
                aria-controls="filters-drawer"
                aria-expanded={filtersOpen}
                onClick={() => setFiltersOpen(true)}
              >
                {chosenCount > 0 ? t`Filter (${chosenCount})` : t`Filter`}
              </Button>
            ) : null}
            <SortSelect
              label={t`Sort by`}
              options={sortOptions.map((option) => ({
                value: option.value,
                label: sortLabels[option.value] ?? option.label,
              }))}
              value={sort}
              onChange={(value) => change({ kind: 'sort', value, defaultValue: data.defaultSort })}
            />
          </div>
          {chips.length > 0 ? (
            <section className="category-chips" aria-label={t`Active filters`}>
              <ul>
                {chips.map((chip) => (
                  <li key={`${chip.group.id}-${chip.option.id}`}>
                    <button
                      type="button"
                      className="category-chips__chip"
                      aria-label={t`Remove the filter ${chip.group.label}: ${chip.option.label}`}
                      onClick={() =>
                        change({
                          kind: 'toggle',
                          filter: chip.group.id,
                          value: chip.option.id,
                          single: chip.group.single === true,
                        })
                      }
                    >
                      {chip.group.label} : {chip.option.label}
                      <Icon name="close" size="1rem" />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {warning ? (
            <div className="notice notice--warning" role="status">
              <p>{warningText}</p>
            </div>
          ) : null}
          {data.status === 'no-match' ? (
            <EmptyState
              title={t`No product matches these filters`}
              description={t`Remove a filter to see more products.`}
              action={<Button onClick={() => change({ kind: 'clear' })}>{t`Clear all filters`}</Button>}
            />
          ) : null}
          {data.products.length > 0 ? (
            <ProductTeaserGrid
              teasers={data.products}
              label={t`Products of the category ${data.category.name}`}
              priorityCount={2}
            />
          ) : null}
          {data.pageCount > 1 ? (
            <Pagination
              label={t`Product pages`}
              page={data.page}
              pageCount={data.pageCount}
              hrefForPage={hrefForPage}
              previousLabel={t`Previous page`}
              nextLabel={t`Next page`}
              pageLabel={(page) => t`Page ${page}`}
            />
          ) : null}
        </section>
      </div>
      {data.category.descriptionHtml ? (
        <section className="category-description" aria-labelledby="category-about">
          <h2 id="category-about">{t`About ${data.category.name}`}</h2>
          <CmsContent html={data.category.descriptionHtml} />
        </section>
      ) : null}
      {data.filters.length > 0 ? (
        <Drawer
          id="filters-drawer"
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          title={t`Filter`}
          closeLabel={t`Close the filters`}
          side="left"
        >
          {filterPanel}
        </Drawer>
      ) : null}
    </article>
  );
}
