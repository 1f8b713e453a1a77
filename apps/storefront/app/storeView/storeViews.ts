/** A store view of SPEC §3 "Store view": its code, id, locale and whether its paths carry the code. */
export interface StoreView {
  readonly code: string;
  readonly storeId: number;
  /** Locale of the interface texts (lingui catalogue). */
  readonly locale: 'fr-FR' | 'de-DE' | 'it-IT' | 'en-US';
  /** `lang` of the document and `hreflang` of the alternates. */
  readonly lang: string;
  /** SPEC §2: a store that appends its code gets a leading `/{code}` segment and `{code}-` route names. */
  readonly appendStoreCode: boolean;
}

/**
 * The defined store views (SPEC §1): France is the shop (fr-FR, no prefix); German (/de) and Italian (/it)
 * views are defined and append their code. Multistore is off, so they share the French catalogue.
 */
export const storeViews: readonly StoreView[] = Object.freeze([
  { code: 'fr', storeId: 1, locale: 'fr-FR', lang: 'fr-FR', appendStoreCode: false },
  { code: 'de', storeId: 2, locale: 'de-DE', lang: 'de-DE', appendStoreCode: true },
  { code: 'it', storeId: 3, locale: 'it-IT', lang: 'it-IT', appendStoreCode: true },
]);

/** The store served without a prefix (SPEC §9 "Default store id 1"). */
export const defaultStoreView: StoreView = storeViews[0] as StoreView;
