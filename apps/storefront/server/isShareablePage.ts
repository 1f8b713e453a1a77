const PAGE_TYPES = /^(text\/html|text\/x-script)\b/;

/**
 * Whether a render's answer is the same for every visitor and whole, so a page cache may answer it again: a `200`
 * HTML page or route data with a body, no `Set-Cookie`, not marked private or no-store.
 * @example
 * if (isShareablePage(response)) keep(response);
 */
export function isShareablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has('Set-Cookie') &&
    !/\b(?:private|no-store)\b/i.test(response.headers.get('Cache-Control') ?? '') &&
    PAGE_TYPES.test(response.headers.get('Content-Type') ?? '')
  );
}
