/** Thrown when the environment does not describe a valid configuration. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
