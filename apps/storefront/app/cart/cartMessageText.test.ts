import type { CartMessage, CartMessageCode } from '@citerne/cart-sync';
import { describe, expect, it } from 'vitest';
import { i18nFor, loadLocale } from '../i18n/i18n';
import { cartMessageText } from './cartMessageText';

// One message of every code with the French text the shop shows for it: a new code without its text fails to compile.
const french: Record<CartMessageCode, readonly [CartMessage, string]> = {
  productAdded: [{ code: 'productAdded' }, 'Le produit a été ajouté au panier !'],
  quantityUpdated: [{ code: 'quantityUpdated' }, 'La quantité du produit a été mise à jour !'],
  volatileStock: [
    { code: 'volatileStock' },
    'Le stock de ce produit n’est pas garanti. Il a été ajouté au panier en pré-réservation.',
  ],
  outOfStock: [{ code: 'outOfStock' }, 'Le produit est en rupture de stock et ne peut pas être ajouté au panier !'],
  proceedToCheckout: [{ code: 'proceedToCheckout' }, 'Passer la commande'],
  ok: [{ code: 'ok' }, 'OK'],
  onlyAvailable: [{ code: 'onlyAvailable', params: { maxQuantity: 3 } }, 'Seulement 3 disponibles pour ce produit'],
  someProductsNotAvailable: [
    { code: 'someProductsNotAvailable' },
    'Certains produits commandés ne sont pas disponibles',
  ],
  errorWhileAdding: [{ code: 'errorWhileAdding' }, 'Erreur lors de l’ajout des produits'],
  priceUnknown: [{ code: 'priceUnknown' }, 'Le prix du produit est inconnu, il ne peut pas être ajouté au panier !'],
  groupedWithoutLinks: [{ code: 'groupedWithoutLinks' }, 'Ce lot ne contient aucun produit !'],
  noVariants: [{ code: 'noVariants' }, 'Aucune variante de ce produit n’est disponible'],
  productLinkNotFound: [{ code: 'productLinkNotFound' }, 'Produit lié introuvable'],
  productWithoutSku: [
    { code: 'productWithoutSku' },
    'Le produit n’a pas de référence et ne peut pas être ajouté au panier !',
  ],
  productWithoutType: [
    { code: 'productWithoutType', params: { sku: 'VA-PVC-40' } },
    'Le produit VA-PVC-40 n’a pas de type et ne peut pas être ajouté au panier !',
  ],
  inStock: [{ code: 'inStock' }, 'En stock !'],
  outOfTheStock: [{ code: 'outOfTheStock' }, 'En rupture de stock !'],
  quantityNotANumber: [{ code: 'quantityNotANumber' }, 'La quantité doit être un nombre.'],
  quantityNotPositive: [{ code: 'quantityNotPositive' }, 'La quantité doit être supérieure à 0.'],
  quantityNotWhole: [{ code: 'quantityNotWhole' }, 'La quantité doit être un nombre entier positif.'],
  optionRequired: [{ code: 'optionRequired', params: { title: 'Couleur' } }, 'Couleur est obligatoire.'],
  syncDisabled: [
    { code: 'syncDisabled' },
    'Le panier n’a pas pu être synchronisé avec la boutique : il est conservé sur cet appareil uniquement.',
  ],
  noSuchConfiguration: [
    { code: 'noSuchConfiguration' },
    'Cette configuration n’existe pas pour ce produit. Veuillez choisir une autre combinaison d’options.',
  ],
  productError: [{ code: 'productError', params: { text: 'Choisissez un diamètre.' } }, 'Choisissez un diamètre.'],
  serverMessage: [{ code: 'serverMessage', params: { text: 'Code promo incorrect' } }, 'Code promo incorrect'],
};

describe('the cart messages in the shop’s language', () => {
  it.each(Object.entries(french))('%s is shown in French', (_code, [message, text]) => {
    expect(cartMessageText(i18nFor('fr-FR'), message)).toBe(text);
  });

  it('"Only N of this type available" agrees with its number', async () => {
    const only = (maxQuantity: number) => ({ code: 'onlyAvailable', params: { maxQuantity } }) as const;
    expect(cartMessageText(i18nFor('fr-FR'), only(1))).toBe('Seulement 1 disponible pour ce produit');
    expect(cartMessageText(await loadLocale('de-DE'), only(2))).toBe('Nur noch 2 Stück verfügbar');
    expect(cartMessageText(await loadLocale('it-IT'), only(2))).toBe('Solo 2 disponibili per questo prodotto');
  });

  it('a product rule’s refusal comes as its code, its value kept', () => {
    const refusal = { code: 'optionRequired', params: { title: 'Œillets' } } as const;
    expect(cartMessageText(i18nFor('fr-FR'), refusal)).toBe('Œillets est obligatoire.');
  });
});
