/**
 * Text made safe to put inside HTML (the sandbox payment page, the outbox viewer).
 * @example
 * escapeHtml('<b>"Léa"</b>'); // '&#60;b&#62;&#34;Léa&#34;&#60;/b&#62;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
