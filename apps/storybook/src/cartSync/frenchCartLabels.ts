import type { ConnectedMiniCartLabels } from './ConnectedMiniCart';

const articles = (count: number) => `${count} ${count > 1 ? 'articles' : 'article'}`;

/**
 * The French texts of the connected mini-cart (the shop is in French, SPEC §9 "site language fr"),
 * including the French words for the cart-sync stock messages by code (`outOfTheStock` → "Rupture de stock").
 * @example
 * <ConnectedMiniCart labels={frenchCartLabels} />
 */
export const frenchCartLabels: ConnectedMiniCartLabels = {
  miniCart: {
    lines: 'Articles du panier',
    loading: 'Chargement du panier…',
    emptyTitle: 'Votre panier est vide',
    emptyDescription: 'Découvrez nos citernes souples fabriquées en France.',
    continueShopping: 'Continuer mes achats',
    checkout: 'Commander',
    quantity: (line) => `Quantité de ${line.name}`,
    decrease: 'Retirer un article',
    increase: 'Ajouter un article',
    remove: (line) => `Retirer ${line.name} du panier`,
    confirmRemove: (line) => `Retirer « ${line.name} » du panier ?`,
    confirm: 'Oui, retirer',
    cancel: 'Annuler',
    originalPrice: 'Prix initial :',
  },
  cartButton: (count) => `Panier, ${articles(count)}`,
  title: (count) => `Mon panier (${count})`,
  close: 'Fermer le panier',
  estimatedSubtotal: 'Sous total TTC (estimation)',
  totalsPending:
    'Les frais de port et le total TTC seront calculés dès que le panier sera synchronisé avec la boutique.',
  messages: {
    outOfTheStock: 'Rupture de stock',
    inStock: 'En stock',
  },
};
