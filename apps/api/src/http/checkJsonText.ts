import { CommerceError } from '../platform/CommerceError';

/** The limits {@link checkJsonText} enforces. */
export interface JsonTextLimits {
  /** Deepest nesting of arrays and objects (the top-level value counts as 1). */
  readonly maxDepth: number;
  /** Longest string (key or value), in characters of the JSON text. */
  readonly maxStringLength: number;
}

/** The limits of a request body: the contract's deepest body nests 6 levels, its longest text is 20 000 characters. */
export const REQUEST_JSON_LIMITS: JsonTextLimits = { maxDepth: 16, maxStringLength: 32_768 };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const isOpen = (code: number) => code === 0x5b || code === 0x7b;
const isClose = (code: number) => code === 0x5d || code === 0x7d;
const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The code unit of a `\uXXXX` escape starting at `at` (the backslash), or -1 when there is none. */
function escapedUnit(text: string, at: number): number {
  if (text.charCodeAt(at) !== BACKSLASH || text.charCodeAt(at + 1) !== 0x75) return -1;
  const hex = text.slice(at + 2, at + 6);
  return /^[\da-f]{4}$/i.test(hex) ? Number.parseInt(hex, 16) : -1;
}

const refuse = (message: string, code: string) => new CommerceError(400, `Invalid body: ${message}`, code);

/**
 * Checks a JSON text in one linear pass, with no recursion, BEFORE it is parsed: `JSON.parse`, the NUL check and
 * the contract's schemas all recurse, so a body nested thousands of levels deep used to overflow the stack (a 500).
 * Refused with a 400: nesting deeper than `maxDepth`, a string longer than `maxStringLength`, a NUL character
 * (PostgreSQL text cannot store one) and a lone UTF-16 surrogate (not text, and not storable as UTF-8) — SPEC §5,
 * ASVS 5.0 V1.5 (safe deserialisation) / V2.2 (input validation). Syntax errors are left to `JSON.parse`.
 * @example
 * checkJsonText('{"a":[1]}', REQUEST_JSON_LIMITS); // passes
 * checkJsonText('['.repeat(5000), REQUEST_JSON_LIMITS); // throws CommerceError 400 JSON_TOO_DEEP
 */
export function checkJsonText(text: string, limits: JsonTextLimits): void {
  let depth = 0;
  let at = 0;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (isOpen(code)) {
      depth += 1;
      if (depth > limits.maxDepth) {
        throw refuse(`JSON nested deeper than ${limits.maxDepth} levels.`, 'JSON_TOO_DEEP');
      }
      at += 1;
    } else if (isClose(code)) {
      depth -= 1;
      at += 1;
    } else if (code === QUOTE) {
      at = endOfString(text, at + 1, limits.maxStringLength);
    } else {
      at += 1;
    }
  }
}

/** Scans a string literal whose first character is at `start`; answers the index after its closing quote. */
function endOfString(text: string, start: number, maxLength: number): number {
  let at = start;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) break;
    if (code === 0) throw refuse('text cannot contain NUL characters.', 'INVALID_BODY');
    if (code === BACKSLASH) {
      const unit = escapedUnit(text, at);
      if (unit === 0) throw refuse('text cannot contain NUL characters.', 'INVALID_BODY');
      if (isHighSurrogate(unit)) {
        if (!isLowSurrogate(escapedUnit(text, at + 6))) throw refuse('text holds a lone surrogate.', 'INVALID_BODY');
        at += 12;
      } else if (isLowSurrogate(unit)) {
        throw refuse('text holds a lone surrogate.', 'INVALID_BODY');
      } else {
        at += unit === -1 ? 2 : 6;
      }
    } else {
      at += 1;
    }
    if (at - start > maxLength) {
      throw refuse(`a text is longer than ${maxLength} characters.`, 'STRING_TOO_LONG');
    }
  }
  return at + 1;
}
