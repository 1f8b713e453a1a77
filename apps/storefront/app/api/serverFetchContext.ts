import { createContext } from 'react-router';

/**
 * The `fetch` loaders use on the server: it calls the API in-process (same Node
 * process, no network hop), set by the server for each request.
 */
export const serverFetchContext = createContext<typeof fetch>();
