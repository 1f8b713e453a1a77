import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { trimmedText } from './trimmedText';

describe('request text', () => {
  it('is trimmed and kept between its bounds', () => {
    expect(v.parse(trimmedText(100, 2), '  Léa  ')).toBe('Léa');
    expect(v.safeParse(trimmedText(100, 2), ' L ').success).toBe(false);
    expect(v.safeParse(trimmedText(3), 'Citerne').success).toBe(false);
  });

  it('refuses a NUL character anywhere, even at an end that trimming would keep', () => {
    for (const text of ['Lé\u0000a', '\u0000Léa', 'Léa\u0000']) {
      const parsed = v.safeParse(trimmedText(100), text);
      expect(parsed.success).toBe(false);
      expect(parsed.issues?.[0]?.message).toBe('Text cannot contain NUL characters.');
    }
  });
});
