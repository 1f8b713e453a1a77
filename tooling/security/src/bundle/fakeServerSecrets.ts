import secrets from '../../fakeServerSecrets.json' with { type: 'json' };

/**
 * The test configuration of the server's secrets (`fakeServerSecrets.json`, which `npm test` also reads): one
 * distinctive fake value per secret variable (the admin token of the slide-photo call, the review service's key, the
 * payment providers' keys, the database and SMTP URLs, the commerce secret that signs tokens and links). `npm test` builds the shop with them in the environment, then
 * `checkClientBundle` fails if any of them, or any of their names, is in `build/client` (ARCHITECTURE.md
 * "Configuration": secrets live on the server only; ASVS 5.0 V13.3).
 *
 * Each value passes its variable's validation (`loadServerConfig`, `loadCommerceSettings`, `loadCardProviders`) so the
 * same set can start a server, and carries `CITERNE-FAKE-SECRET` or `citernefakesecret` so a leak is unmistakable.
 */
export const fakeServerSecrets = Object.freeze(secrets);

/**
 * The names of the secret variables and the server configuration keys holding them (`ServerConfig.slidePhotoToken`,
 * `ServerApi.slidePhotoToken`, `CommerceSettings.secret` is too common a word to search for).
 */
export const serverSecretNames: readonly string[] = Object.freeze([
  ...Object.keys(fakeServerSecrets),
  'TEST_DATABASE_URL',
  'slidePhotoToken',
]);
