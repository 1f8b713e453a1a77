import { describe, expect, it } from 'vitest';
import { CommerceError } from '../platform/CommerceError';
import { checkJsonText, REQUEST_JSON_LIMITS } from './checkJsonText';

const codeOf = (text: string, limits = REQUEST_JSON_LIMITS) => {
  try {
    checkJsonText(text, limits);
    return 'passed';
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    return `${error.status} ${error.code}`;
  }
};

describe('checkJsonText', () => {
  it('lets an ordinary body through, brackets and quotes inside strings included', () => {
    expect(codeOf('{"cartItem":{"sku":"A[[[{{{\\"]]]","qty":1,"product_option":{"extension_attributes":{}}}}')).toBe(
      'passed',
    );
    expect(codeOf('')).toBe('passed');
  });

  it('refuses nesting one level deeper than the limit, arrays and objects alike, without recursing', () => {
    const limits = { maxDepth: 4, maxStringLength: 100 };
    expect(codeOf('[[[[1]]]]', limits)).toBe('passed');
    expect(codeOf('[[[[[1]]]]]', limits)).toBe('400 JSON_TOO_DEEP');
    expect(codeOf('{"a":{"a":{"a":{"a":{}}}}}', limits)).toBe('400 JSON_TOO_DEEP');
    // A million levels: a recursive check would overflow the stack.
    expect(codeOf('['.repeat(1_000_000))).toBe('400 JSON_TOO_DEEP');
  });

  it('does not count brackets that sit inside strings', () => {
    expect(codeOf(`{"a":"${'['.repeat(100)}"}`)).toBe('passed');
  });

  it('refuses a string, key or value, longer than the limit', () => {
    const limits = { maxDepth: 4, maxStringLength: 10 };
    expect(codeOf('{"a":"0123456789"}', limits)).toBe('passed');
    expect(codeOf('{"a":"0123456789x"}', limits)).toBe('400 STRING_TOO_LONG');
    expect(codeOf('{"0123456789x":1}', limits)).toBe('400 STRING_TOO_LONG');
  });

  it('refuses a NUL character, escaped or raw, in a key or a value', () => {
    expect(codeOf('{"a":"x\\u0000"}')).toBe('400 INVALID_BODY');
    expect(codeOf('{"x\\u0000":1}')).toBe('400 INVALID_BODY');
    expect(codeOf('{"a":"x\u0000"}')).toBe('400 INVALID_BODY');
    // An escaped backslash followed by "u0000" is not a NUL.
    expect(codeOf('{"a":"x\\\\u0000"}')).toBe('passed');
  });

  it('refuses lone surrogates and lets a surrogate pair through', () => {
    expect(codeOf('{"a":"\\ud83d\\ude00"}')).toBe('passed');
    expect(codeOf('{"a":"\\ud83d"}')).toBe('400 INVALID_BODY');
    expect(codeOf('{"a":"\\ud83dx"}')).toBe('400 INVALID_BODY');
    expect(codeOf('{"a":"\\ude00"}')).toBe('400 INVALID_BODY');
  });
});
