/**
 * The countries the shop delivers to, as the embedded platform's default configuration lists them (France,
 * including its overseas departments, Germany and Italy); an address elsewhere is refused by the API ("Address in
 * checkout contains invalid data, order cancelled", SPEC §8).
 */
export const shippingCountries = ['FR', 'DE', 'IT'] as const;

/**
 * The countries in the shopper's language, for the address form's country list.
 *
 * @example
 * countryOptions('fr-FR'); // [{ code: 'FR', label: 'France' }, { code: 'DE', label: 'Allemagne' }, …]
 */
export function countryOptions(locale: string): { code: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return shippingCountries.map((code) => ({ code, label: names.of(code) ?? code }));
}
