const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
};

/**
 * The details with the patch applied, or the same object when the patch changes nothing. Only the
 * fields the details have are taken; `undefined` values are ignored.
 */
export function patchDetails<T extends object>(details: T, patch: Partial<T>): T {
  const keys = (Object.keys(patch) as (keyof T)[]).filter((key) => key in details && patch[key] !== undefined);
  if (keys.every((key) => sameValue(details[key], patch[key]))) return details;
  const next = { ...details };
  for (const key of keys) next[key] = patch[key] as T[keyof T];
  return next;
}
