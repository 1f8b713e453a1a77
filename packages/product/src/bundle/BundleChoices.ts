/** The shopper's selection of a bundle: chosen link ids per bundle option id (`{ '1': ['2'], '3': [] }`). */
export type BundleChoices = Readonly<Record<string, readonly string[]>>;
