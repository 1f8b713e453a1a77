import { escapeHtml } from '../commerce/escapeHtml';
import type { OutboxEntry } from '../platform/MailPlatform';

/**
 * The development outbox viewer: the latest mails, newest first, with their status and text.
 * @example
 * c.html(outboxPage(mails));
 */
export function outboxPage(mails: readonly OutboxEntry[]): string {
  const rows = mails
    .map(
      (mail) => `<article>
<h2>#${mail.id} — ${escapeHtml(mail.subject)}</h2>
<p><strong>${escapeHtml(mail.kind)}</strong> → ${escapeHtml(mail.to_address)}${mail.reply_to ? ` (réponse à ${escapeHtml(mail.reply_to)})` : ''} — ${escapeHtml(mail.status)} — ${mail.created_at.toISOString()}</p>
<pre>${escapeHtml(mail.body_text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Boîte d'envoi (développement)</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.8rem}</style></head>
<body><h1>Boîte d'envoi — ${mails.length} message(s)</h1>
${rows || '<p>Aucun message.</p>'}
</body></html>`;
}
