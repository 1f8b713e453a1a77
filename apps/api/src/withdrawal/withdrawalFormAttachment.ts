import type { SellerIdentity } from '@citerne/core-api/contract';
import { escapeHtml } from '../commerce/escapeHtml';
import type { MailAttachment } from '../mail/MailOutbox';
import { withdrawalFormText } from './withdrawalFormText';

/** The file name of the standard withdrawal form attached to the order confirmation mail. */
export const WITHDRAWAL_FORM_FILENAME = 'formulaire-de-retractation.html';

/**
 * The standard withdrawal form (annex of art. R221-1 Code de la consommation) as a printable HTML file addressed to
 * the configured seller, attached to the order confirmation mail (art. L221-5 2°: the form is given with the
 * information on the right of withdrawal; the confirmation is the durable medium, art. L221-13).
 * @example
 * attachments: [withdrawalFormAttachment(settings.seller)]
 */
export function withdrawalFormAttachment(seller: SellerIdentity): MailAttachment {
  const [title = '', ...lines] = withdrawalFormText(seller);
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return {
    filename: WITHDRAWAL_FORM_FILENAME,
    contentType: 'text/html; charset=utf-8',
    content: `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)} — ${escapeHtml(seller.companyName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.5}p{margin:0 0 1.2rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>
${paragraphs}
</body></html>
`,
  };
}
