import { useId } from 'react';
import { Button } from '../actions/Button';
import { Icon } from '../icons/Icon';
import styles from './FilterPanel.module.css';

/** One option of a filter group (SPEC §3 "Filter option"). */
export interface FilterOption {
  id: string;
  label: string;
  /** Number of products with this option. */
  count?: number;
  /** CSS colour of a swatch option. */
  color?: string;
}

/** A filter group: multi-select options, colour swatches, or price buckets (SPEC §9 0-50, 50-100, …). */
export interface FilterGroup {
  id: string;
  label: string;
  kind: 'options' | 'swatches' | 'price';
  /** System filters hold a single value (SPEC §2); drawn as radio buttons. */
  single?: boolean;
  options: ReadonlyArray<FilterOption>;
}

/** Texts of the filter panel. */
export interface FilterPanelLabels {
  /** Heading of the active filters, e.g. "Filtres actifs". */
  active: string;
  /** Name of a chip's remove button, e.g. `(g, o) => \`Retirer le filtre ${g} : ${o}\``. */
  removeFilter: (groupLabel: string, optionLabel: string) => string;
  clearAll: string;
  /** Count next to an option for screen readers, e.g. `(n) => \`${n} produits\``. */
  count: (count: number) => string;
}

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  groups: ReadonlyArray<FilterGroup>;
  /** Selected option ids per group id. */
  selected: Readonly<Record<string, ReadonlyArray<string>>>;
  /** Toggles an option (a single-value group replaces its value). */
  onToggle: (groupId: string, optionId: string) => void;
  onClearAll: () => void;
  labels: FilterPanelLabels;
}

/**
 * Category filters (SPEC §2 "Category page"): active-filter chips with clear all, then one fieldset
 * per group — checkboxes, colour swatches, or single-choice price buckets.
 *
 * @example
 * <FilterPanel groups={groups} selected={{ color: ['49'] }} onToggle={toggle} onClearAll={clear} labels={labels} />
 */
export function FilterPanel({ groups, selected, onToggle, onClearAll, labels }: FilterPanelProps) {
  const baseId = useId();
  const chips = groups.flatMap((group) =>
    (selected[group.id] ?? []).flatMap((optionId) => {
      const option = group.options.find((candidate) => candidate.id === optionId);
      return option ? [{ group, option }] : [];
    }),
  );
  return (
    <div className={styles.panel}>
      {chips.length > 0 ? (
        <section className={styles.active} aria-label={labels.active}>
          <ul className={styles.chips}>
            {chips.map(({ group, option }) => (
              <li key={`${group.id}-${option.id}`}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-label={labels.removeFilter(group.label, option.label)}
                  onClick={() => onToggle(group.id, option.id)}
                >
                  {group.label} : {option.label}
                  <Icon name="close" size="1rem" />
                </button>
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={onClearAll}>
            {labels.clearAll}
          </Button>
        </section>
      ) : null}
      {groups.map((group) => {
        const chosen = selected[group.id] ?? [];
        const single = group.single ?? group.kind === 'price';
        return (
          <fieldset key={group.id} className={styles.group}>
            <legend className={styles.legend}>{group.label}</legend>
            <ul className={group.kind === 'swatches' ? styles.swatches : styles.options}>
              {group.options.map((option) => {
                const inputId = `${baseId}-${group.id}-${option.id}`;
                return (
                  <li key={option.id}>
                    <input
                      id={inputId}
                      type={single ? 'radio' : 'checkbox'}
                      name={`${baseId}-${group.id}`}
                      className={group.kind === 'swatches' ? styles.swatchInput : styles.input}
                      checked={chosen.includes(option.id)}
                      onChange={() => onToggle(group.id, option.id)}
                      onClick={(event) => {
                        // A checked radio bucket is cleared by clicking it again.
                        if (single && chosen.includes(option.id) && event.currentTarget.checked)
                          onToggle(group.id, option.id);
                      }}
                    />
                    <label htmlFor={inputId} className={group.kind === 'swatches' ? styles.swatch : styles.option}>
                      {group.kind === 'swatches' ? (
                        <span className={styles.colour} style={{ background: option.color }} aria-hidden="true" />
                      ) : null}
                      <span>{option.label}</span>
                      {option.count !== undefined ? (
                        <span className={styles.count}>
                          <span aria-hidden="true">({option.count})</span>
                          <span className={styles.countText}>{labels.count(option.count)}</span>
                        </span>
                      ) : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
