/**
 * `CSP_TAG_MANAGER_ORIGINS`: the origins the consented tag manager's tags send to and load images or frames from
 * (e.g. `https://www.googletagmanager.com,https://www.google-analytics.com`), added to the page policy's
 * `img-src`, `connect-src` and `frame-src`. Its scripts need no entry: `'strict-dynamic'` trusts what the
 * nonce-carrying loader adds. Each entry must be an https origin (no path, no wildcard); anything else stops the
 * server at start with a message naming it.
 * @example
 * readTagManagerOrigins('https://www.googletagmanager.com'); // ['https://www.googletagmanager.com']
 */
export function readTagManagerOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((entry) => {
    const candidate = entry.trim();
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      throw new Error(`CSP_TAG_MANAGER_ORIGINS: "${candidate}" is not a URL (expected https://host)`);
    }
    if (
      url.protocol !== 'https:' ||
      !/^[a-z0-9.-]+$/.test(url.hostname) ||
      url.origin !== candidate.replace(/\/$/, '')
    ) {
      throw new Error(
        `CSP_TAG_MANAGER_ORIGINS: "${candidate}" must be an https origin such as https://www.example.com`,
      );
    }
    return url.origin;
  });
}
