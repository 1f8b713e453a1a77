/**
 * React Router discovers routes lazily: before a client-side navigation to a page whose route it does not know yet,
 * it asks `/__manifest?paths=…&version=…` for the routes matching those paths. Offline, the worker answers from
 * the build's full route manifest (`assets/manifest-*.js`, precached), so a page visited before still opens.
 */

/** Whether a request is React Router's route discovery (`GET /__manifest`). */
export function isRouteDiscovery(url: URL, method: string): boolean {
  return method === 'GET' && url.pathname === '/__manifest' && url.searchParams.has('version');
}

/** The shape of the build's manifest script: `window.__reactRouterManifest={…};`. */
const manifestScript = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s;

/**
 * The answer to a route discovery request from the build's manifest script: every route of the build (the router
 * adds only those it lacks), or `null` when the script is not a manifest or belongs to another build than the one
 * asking (the router then reloads the document, as it does when the server says so).
 * @example
 * discoveryAnswer('window.__reactRouterManifest={"version":"1","routes":{}};', '1'); // {}
 */
export function discoveryAnswer(script: string, version: string | null): Record<string, unknown> | null {
  const json = manifestScript.exec(script.trim())?.[1];
  if (!json) return null;
  let manifest: unknown;
  try {
    manifest = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof manifest !== 'object' || manifest === null || !('routes' in manifest) || !('version' in manifest)) {
    return null;
  }
  const { routes } = manifest;
  if (manifest.version !== version || typeof routes !== 'object' || routes === null) return null;
  return routes as Record<string, unknown>;
}
