const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text from text that may hold HTML: `<script>`/`<style>` blocks and every tag are removed,
 * common entities decoded, whitespace runs collapsed. Reviews are stored and shown as plain text.
 * @example
 * stripHtml('<b>Très</b> solide <script>alert(1)</script>'); // 'Très solide'
 */
export function stripHtml(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z!][^>]*>/gi, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/&(#\d{1,6}|#x[0-9a-f]{1,6}|[a-z]{2,6});/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code < 0x110000 && code !== 60 && code !== 62 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
