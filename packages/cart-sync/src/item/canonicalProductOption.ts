/** One chosen option value, as text (ids and values compared as strings, like the backend stores them). */
export interface CanonicalChoice {
  readonly option_id: string;
  readonly option_value: string;
}

/** One bundle option choice, selections sorted and unique. */
export interface CanonicalBundleChoice {
  readonly option_id: number;
  readonly option_qty: number;
  readonly option_selections: readonly number[];
}

/** The options of a line in one canonical form: ids as text, lists sorted, empty values and lists dropped. */
export interface CanonicalProductOption {
  readonly extension_attributes: {
    readonly custom_options?: readonly CanonicalChoice[];
    readonly configurable_item_options?: readonly CanonicalChoice[];
    readonly bundle_options?: readonly CanonicalBundleChoice[];
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const byId = (a: { option_id: string | number }, b: { option_id: string | number }) => {
  const [x, y] = [String(a.option_id), String(b.option_id)];
  const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
  if (numeric) return Number(x) - Number(y);
  return x < y ? -1 : x > y ? 1 : 0;
};

// A multiple-choice value is a comma list of value ids: "22,21" and "21, 22" are the same choice.
function canonicalValue(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > 1 && parts.every((part) => /^\d+$/.test(part))) {
    return [...new Set(parts)].sort((a, b) => Number(a) - Number(b)).join(',');
  }
  return text;
}

function choices(list: unknown): CanonicalChoice[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(isRecord)
    .filter((entry) => typeof entry.option_id === 'number' || typeof entry.option_id === 'string')
    .map((entry) => ({ option_id: String(entry.option_id).trim(), option_value: canonicalValue(entry.option_value) }))
    .filter((entry) => entry.option_id !== '' && entry.option_value !== '')
    .sort(byId);
}

function bundleChoices(list: unknown): CanonicalBundleChoice[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(isRecord)
    .map((entry) => ({
      option_id: Number(entry.option_id),
      option_qty: Number(entry.option_qty ?? 1),
      option_selections: Array.isArray(entry.option_selections)
        ? [...new Set(entry.option_selections.map(Number))].filter(Number.isFinite).sort((a, b) => a - b)
        : [],
    }))
    .filter((entry) => Number.isFinite(entry.option_id) && entry.option_selections.length > 0)
    .sort(byId);
}

/**
 * The options chosen for a line in one canonical form, so that the same choice written differently
 * (`option_id` 2 or "2", values "22,21" or "21,22", options in another order) is recognised as the
 * same line (SPEC §3 "Cart item": checksum). `undefined` when nothing is chosen.
 * @example
 * canonicalProductOption({ extension_attributes: { custom_options: [{ option_id: 2, option_value: '22,21' }] } });
 * // { extension_attributes: { custom_options: [{ option_id: '2', option_value: '21,22' }] } }
 */
export function canonicalProductOption(option: unknown): CanonicalProductOption | undefined {
  const attributes = isRecord(option) ? option.extension_attributes : undefined;
  if (!isRecord(attributes)) return undefined;
  const custom = choices(attributes.custom_options);
  const configurable = choices(attributes.configurable_item_options);
  const bundle = bundleChoices(attributes.bundle_options);
  if (custom.length + configurable.length + bundle.length === 0) return undefined;
  return {
    extension_attributes: {
      ...(custom.length > 0 ? { custom_options: custom } : {}),
      ...(configurable.length > 0 ? { configurable_item_options: configurable } : {}),
      ...(bundle.length > 0 ? { bundle_options: bundle } : {}),
    },
  };
}
