/**
 * The request never got an answer: offline, connection refused, host not found, aborted.
 * `hostNotFound` is true for DNS failures (`ENOTFOUND`), which the queue does not notify (SPEC §8).
 *
 * @example
 * catch (error) { if (error instanceof NetworkError) showOfflineBadge(); }
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly hostNotFound: boolean;
  /**
   * True when the request was abandoned rather than lost: its caller aborted it, or the session it belonged to ended
   * (`Transport.endSessionReads`). Nothing to report to anyone.
   */
  readonly aborted: boolean;
  readonly url: string;

  constructor(url: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.url = url;
    this.hostNotFound = isHostNotFound(cause);
    this.aborted = (cause as { name?: unknown } | null)?.name === 'AbortError';
  }
}

function isHostNotFound(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return true;
    current = cause;
  }
  return false;
}
