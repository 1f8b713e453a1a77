/** A trace that server-only code reached the browser bundle, and what it means. */
export interface ServerOnlyMarker {
  readonly pattern: RegExp;
  readonly meaning: string;
}

/**
 * Traces server-only code leaves in minified JavaScript: module specifiers and property names survive minification,
 * local names do not. Each was checked absent from a clean build of the storefront; the unit tests plant each one.
 */
export const serverOnlyMarkers: readonly ServerOnlyMarker[] = Object.freeze([
  { pattern: /["'`]node:[a-z_]+(?:\/[a-z_]+)?["'`]/, meaning: 'a Node.js built-in module (node:…)' },
  // Vite replaces a Node built-in imported by client code with this stub instead of failing the build.
  { pattern: /__vite-browser-external/, meaning: 'a Node.js built-in module, stubbed by Vite' },
  { pattern: /\bkysely\b|\bKysely\b/, meaning: 'the Kysely query builder (database access)' },
  { pattern: /@electric-sql\/pglite|\bPGlite\b|pglite\.data/i, meaning: 'the PGlite database' },
  { pattern: /\.scrypt(?:Sync)?\(|\bscryptSync\b/, meaning: 'password hashing (scrypt)' },
  { pattern: /\.create(?:Hmac|Sign|Decipheriv)\(/, meaning: 'server-side signing or decryption (node:crypto)' },
  { pattern: /\bnodemailer\b/i, meaning: 'the mail transport' },
  { pattern: /@hono\/node-server|\bgetRequestListener\b/, meaning: 'the Node HTTP server' },
  { pattern: /\breadFileSync\b|\bwriteFileSync\b/, meaning: 'file-system access (node:fs)' },
  { pattern: /\bprocess\.env\b/, meaning: 'server environment variables (process.env)' },
]);
