/** A category of the shop's navigation (mega menu, mobile menu), as the storefront maps it from the catalogue. */
export interface NavCategory {
  id: string;
  label: string;
  /** Category page, e.g. `/c/citernes-souples`. */
  href: string;
  /** Picture shown beside the children in the mega menu. */
  image?: { src: string; alt: string };
  children?: ReadonlyArray<NavCategory>;
}
