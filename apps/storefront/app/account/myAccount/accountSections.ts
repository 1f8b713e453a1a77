/** A section of My Account (SPEC §2 "My Account": profile, shipping details, orders, newsletter, recently viewed
 * products, product reviews, loyalty card), plus the customer's data (GDPR) and one order of the history. */
export type AccountSectionId =
  | 'profile'
  | 'addresses'
  | 'orders'
  | 'order'
  | 'newsletter'
  | 'recently-viewed'
  | 'reviews'
  | 'loyalty'
  | 'data';

interface AccountSection {
  readonly id: Exclude<AccountSectionId, 'order'>;
  /** The path under `/my-account`: `''` for the profile. */
  readonly slug: string;
}

/** The sections in the order the navigation lists them. */
export const accountSections: readonly AccountSection[] = [
  { id: 'profile', slug: '' },
  { id: 'addresses', slug: 'addresses' },
  { id: 'orders', slug: 'orders' },
  { id: 'newsletter', slug: 'newsletter' },
  { id: 'recently-viewed', slug: 'recently-viewed' },
  { id: 'reviews', slug: 'reviews' },
  { id: 'loyalty', slug: 'loyalty' },
  { id: 'data', slug: 'data' },
];

/**
 * The section a `/my-account` sub-path shows: the profile without one, an order with an order number, `null` for a
 * sub-path that names no section (a 404).
 *
 * @example
 * accountSectionOf({ section: 'orders' }); // 'orders'
 * accountSectionOf({ orderNumber: '000000012' }); // 'order'
 */
export function accountSectionOf(params: { section?: string; orderNumber?: string }): AccountSectionId | null {
  if (params.orderNumber !== undefined) return 'order';
  const slug = params.section ?? '';
  return accountSections.find((section) => section.slug === slug)?.id ?? null;
}

/** The path of a section, before the store view's prefix. */
export function accountSectionPath(id: Exclude<AccountSectionId, 'order'>): string {
  const slug = accountSections.find((section) => section.id === id)?.slug ?? '';
  return slug ? `/my-account/${slug}` : '/my-account';
}
