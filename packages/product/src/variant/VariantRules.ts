/** How {@link selectVariant} picks. */
export interface VariantRules {
  /** Out-of-stock children are candidates (SPEC §4: skipped unless out-of-stock listing is on). */
  readonly listOutOfStock: boolean;
  /** With no child matching the choice, fall back to the first available child (SPEC §4 "It can fall back…"). Default true. */
  readonly fallbackToFirstAvailable?: boolean;
}
