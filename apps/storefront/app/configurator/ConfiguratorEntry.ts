/** A made-to-measure product as `/configurator` lists it. */
export interface ConfiguratorEntry {
  readonly sku: string;
  readonly name: string;
  readonly summary: string;
  readonly image: string | null;
  /** The configuration page (store path added by the links). */
  readonly configureHref: string;
  readonly productHref: string;
  /** The price incl. tax the product starts from (before its measure and options). */
  readonly fromPrice: number;
  readonly shape: 'tank' | 'sheet';
}
