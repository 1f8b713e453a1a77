/**
 * Whether a storage error means the quota is full (`QuotaExceededError`, Firefox's
 * `NS_ERROR_DOM_QUOTA_REACHED`, legacy code 22).
 *
 * @example
 * catch (error) { if (isQuotaExceededError(error)) await cache.clear(); }
 */
export function isQuotaExceededError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
