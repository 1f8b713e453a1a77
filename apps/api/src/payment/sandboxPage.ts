import { formatPrice, fromCents } from '@citerne/pricing';
import { escapeHtml } from '../commerce/escapeHtml';

/**
 * The HTML of the sandbox provider's payment page: the order, its amount, and buttons that play the
 * provider's outcomes (accepted, refused, or cancelled by the shopper, who goes back to the shop).
 * No card field: no card data ever reaches the shop.
 * @example
 * c.html(sandboxPage({ providerTitle: 'Carte bancaire', orderNumber: '000000012', amount: 118_800, action: '/api/…', settled: null }));
 */
export function sandboxPage(page: {
  providerTitle: string;
  orderNumber: string;
  amount: number;
  action: string;
  settled: string | null;
}): string {
  const body =
    page.settled === null
      ? `<form method="post" action="${escapeHtml(page.action)}">
  <button type="submit" name="decision" value="pay">Payer ${escapeHtml(formatPrice(fromCents(page.amount)))}</button>
  <button type="submit" name="decision" value="decline">Refuser le paiement</button>
  <button type="submit" name="decision" value="cancel">Annuler et revenir à la boutique</button>
</form>`
      : `<p>Ce paiement est déjà traité (${escapeHtml(page.settled)}).</p>`;
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Paiement sandbox — ${escapeHtml(page.providerTitle)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1rem;margin:.3rem}</style></head>
<body>
<h1>${escapeHtml(page.providerTitle)}</h1>
<p><strong>Environnement de test (sandbox)</strong> : aucun paiement réel n'est effectué.</p>
<p>Commande n° ${escapeHtml(page.orderNumber)} — montant ${escapeHtml(formatPrice(fromCents(page.amount)))}</p>
${body}
</body>
</html>`;
}
