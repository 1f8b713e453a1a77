/**
 * The BreadcrumbList JSON-LD of a trail (absolute URLs; the last item is the page itself).
 *
 * @example
 * breadcrumbJsonLd('https://shop.example', [{ label: 'Accueil', href: '/' }, { label: 'Bâches', href: '/c/baches' }]);
 */
export function breadcrumbJsonLd(origin: string, trail: readonly { label: string; href: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${origin}${item.href}`,
    })),
  };
}
