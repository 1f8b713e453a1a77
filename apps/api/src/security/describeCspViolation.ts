import type { CspViolation } from './parseCspReports';

/**
 * The one log line of a violation: fields quoted as JSON strings, so a value cannot pass for another field.
 * @example
 * describeCspViolation(violation); // 'CSP violation: directive="script-src-elem" blocked="inline" document="https://…/" source="" sample="" disposition="enforce"'
 */
export function describeCspViolation(violation: CspViolation): string {
  const { directive, blockedUrl, documentUrl, source, sample, disposition } = violation;
  const fields = { directive, blocked: blockedUrl, document: documentUrl, source, sample, disposition };
  return `CSP violation: ${Object.entries(fields)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join(' ')}`;
}
