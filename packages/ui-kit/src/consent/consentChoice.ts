/** A cookie category the shopper can accept or refuse (essential ones are always on). */
export interface ConsentCategory {
  id: string;
  label: string;
  description?: string;
  /** Strictly necessary cookies: always on, not switchable. */
  essential?: boolean;
}

/** The shopper's decision: category id → accepted. Essential categories are always `true`. */
export type ConsentChoice = Readonly<Record<string, boolean>>;

/**
 * Everything accepted ("Tout accepter").
 *
 * @example
 * acceptAll([{ id: 'analytics', label: 'Mesure d’audience' }]) // { analytics: true }
 */
export function acceptAll(categories: ReadonlyArray<ConsentCategory>): ConsentChoice {
  return Object.fromEntries(categories.map((category) => [category.id, true]));
}

/**
 * Everything refused but essential cookies ("Tout refuser", and closing the notice: French CNIL rules
 * make closing without choosing a refusal).
 *
 * @example
 * refuseAll([{ id: 'necessary', label: 'Nécessaires', essential: true }, { id: 'ads', label: 'Publicité' }])
 * // { necessary: true, ads: false }
 */
export function refuseAll(categories: ReadonlyArray<ConsentCategory>): ConsentChoice {
  return Object.fromEntries(categories.map((category) => [category.id, category.essential === true]));
}
