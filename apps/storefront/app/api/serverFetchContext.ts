import { createContext, type RouterContextProvider } from 'react-router';

/**
 * The `fetch` loaders use on the server: the shop server sets it to call the API
 * in-process (same Node process, no network hop) for each request.
 */
export const serverFetchContext = createContext<typeof fetch | null>(null);

/**
 * The API fetch for a loader: in-process when the shop server provided one, else
 * over HTTP to the request's own origin (Vite's dev server mounts the API there).
 */
export function getApiFetch(context: Readonly<RouterContextProvider>, request: Request): typeof fetch {
  return context.get(serverFetchContext) ?? ((input, init) => fetch(new URL(String(input), request.url), init));
}
