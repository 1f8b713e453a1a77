/** A configurable option as served (SPEC §3 "Configurable option"). */
export interface ConfigurableOptionLike {
  readonly attribute_code?: string;
  readonly label?: string;
  readonly values: readonly { readonly value_index: number; readonly label?: string | null }[];
}

/**
 * SPEC §3 "Configurable option … Values with an empty label are dropped" (blank or whitespace only).
 *
 * @example
 * dropEmptyOptionValues([{ attribute_code: 'color', values: [{ value_index: 49, label: 'Vert' }, { value_index: 50, label: '' }] }]);
 * // [{ attribute_code: 'color', values: [{ value_index: 49, label: 'Vert' }] }]
 */
export function dropEmptyOptionValues<O extends ConfigurableOptionLike>(options: readonly O[] | null | undefined): O[] {
  return (options ?? []).map((option) => ({
    ...option,
    values: option.values.filter((value) => typeof value.label === 'string' && value.label.trim() !== ''),
  }));
}
