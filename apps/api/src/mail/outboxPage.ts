import { escapeHtml } from '../commerce/escapeHtml';
import type { OutboxEntry } from '../platform/MailPlatform';

/**
 * The development outbox viewer: the latest mails, newest first, with their status, text and attached files.
 * @example
 * c.html(outboxPage(mails));
 */
export function outboxPage(mails: readonly OutboxEntry[]): string {
  const rows = mails
    .map((mail) => {
      const files =
        mail.attachments.length === 0
          ? ''
          : `\n<ul class="attachments" aria-label="Pièces jointes">${mail.attachments
              .map(
                (file) =>
                  `<li><a href="${escapeHtml(file.url)}" download>${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)}, ${file.size} octets)</li>`,
              )
              .join('')}</ul>`;
      const headers = Object.entries(mail.headers ?? {});
      const headerList =
        headers.length === 0
          ? ''
          : `\n<dl class="headers" aria-label="En-têtes">${headers
              .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
              .join('')}</dl>`;
      return `<article>
<h2>#${mail.id} — ${escapeHtml(mail.subject)}</h2>
<p><strong>${escapeHtml(mail.kind)}</strong> → ${escapeHtml(mail.to_address)}${mail.reply_to ? ` (réponse à ${escapeHtml(mail.reply_to)})` : ''} — ${escapeHtml(mail.status)} — ${mail.created_at.toISOString()}</p>
<pre>${escapeHtml(mail.body_text)}</pre>${headerList}${files}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Boîte d'envoi (développement)</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.8rem}</style></head>
<body><h1>Boîte d'envoi — ${mails.length} message(s)</h1>
${rows || '<p>Aucun message.</p>'}
</body></html>`;
}
