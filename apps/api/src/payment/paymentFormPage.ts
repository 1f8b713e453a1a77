import { createHash } from 'node:crypto';
import { escapeHtml } from '../commerce/escapeHtml';
import type { PaymentForm } from '../db/schema';

/** The only script of the page: it submits the form at once. Allowed by its hash, nothing else runs. */
const SUBMIT_SCRIPT = "document.getElementById('payment-form').submit();";

/** The Content-Security-Policy `script-src` source of {@link SUBMIT_SCRIPT}. */
export const SUBMIT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SUBMIT_SCRIPT).digest('base64')}'`;

/**
 * The HTML page that sends the shopper's browser to a provider reached by a form post (Systempay):
 * the signed fields as hidden inputs, submitted at once by a hashed inline script, with a visible
 * button and a `<noscript>` note when scripts are off.
 * @example
 * c.html(paymentFormPage('Carte bancaire', { action: 'https://paiement.systempay.fr/vads-payment/', fields }));
 */
export function paymentFormPage(providerTitle: string, form: PaymentForm): string {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Paiement — ${escapeHtml(providerTitle)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1rem}</style></head>
<body>
<form id="payment-form" method="post" action="${escapeHtml(form.action)}">
${inputs}
<p>Redirection vers la page de paiement sécurisée ${escapeHtml(providerTitle)}…</p>
<noscript><p>JavaScript est désactivé : cliquez sur le bouton pour continuer.</p></noscript>
<button type="submit">Continuer vers le paiement</button>
</form>
<script>${SUBMIT_SCRIPT}</script>
</body>
</html>`;
}
