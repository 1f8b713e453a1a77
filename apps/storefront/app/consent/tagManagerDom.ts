/** Marks the nodes the tag manager added, so withdrawing consent removes exactly them. */
const MARKER = 'data-tag-manager';

/**
 * Adds the tag-manager CMS blocks to the page: the head block's nodes at the end of `<head>` (its scripts recreated,
 * as scripts parsed through `innerHTML` never run) and the body block (the `<noscript>` fallback) at the start of
 * `<body>`. Content written by the shop's administrators in the CMS (SPEC §7 CMS blocks), added only after consent.
 *
 * @example
 * injectTagManager(document, { head: headBlock.content, body: bodyBlock.content });
 */
export function injectTagManager(doc: Document, blocks: { readonly head: string; readonly body: string }): void {
  removeTagManager(doc);
  for (const node of parse(doc, blocks.head)) doc.head.append(node);
  doc.body.prepend(...parse(doc, blocks.body));
}

/**
 * Removes what {@link injectTagManager} added (consent withdrawn). A script that already ran keeps its effects until
 * the next page load; the next pages load nothing.
 *
 * @example
 * removeTagManager(document);
 */
export function removeTagManager(doc: Document): void {
  for (const node of doc.querySelectorAll(`[${MARKER}]`)) node.remove();
}

function parse(doc: Document, html: string): Element[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.children, (element) => {
    const node = element.tagName === 'SCRIPT' ? runnable(doc, element) : element;
    node.setAttribute(MARKER, '');
    return node;
  });
}

function runnable(doc: Document, parsed: Element): Element {
  const script = doc.createElement('script');
  for (const attribute of Array.from(parsed.attributes)) {
    if (attribute.name !== 'nonce') script.setAttribute(attribute.name, attribute.value);
  }
  // The page's Content-Security-Policy runs an inline script only with the render's nonce ('strict-dynamic' trusts
  // the external scripts a trusted script adds, not inline ones). The nonce is read from the page's own scripts:
  // browsers hide the attribute but keep the `nonce` property. The tag manager's loader then adds its scripts,
  // trusted through this one.
  const nonce = pageNonce(doc);
  if (nonce) script.nonce = nonce;
  script.textContent = parsed.textContent;
  return script;
}

function pageNonce(doc: Document): string {
  for (const script of Array.from(doc.querySelectorAll('script'))) if (script.nonce) return script.nonce;
  return '';
}
