/** Thrown when the environment does not describe valid commerce settings (a start-up error). */
export class CommerceConfigError extends Error {
  override name = 'CommerceConfigError';
}
