import { describe, expect, it } from 'vitest';
import { SECURITY_TXT_LIFETIME_DAYS, securityTxt } from './securityTxt';

const now = new Date('2026-11-28T09:30:12.345Z');
const text = securityTxt({ origin: 'https://shop.example', email: 'contact@shop.example', now });
const fields = text
  .trim()
  .split('\n')
  .map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string]);

describe('security.txt (RFC 9116)', () => {
  it('names the configured e-mail address and the contact page as contacts', () => {
    expect(fields.filter(([name]) => name === 'Contact').map(([, value]) => value)).toEqual([
      'mailto:contact@shop.example',
      'https://shop.example/contact',
    ]);
  });

  it('expires less than a year after it is served, in the RFC 3339 format', () => {
    const expires = fields.find(([name]) => name === 'Expires')?.[1];
    expect(expires).toBe('2026-12-28T09:30:12Z');
    const days = (Date.parse(expires ?? '') - now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(7);
    expect(days).toBeLessThan(365);
    expect(SECURITY_TXT_LIFETIME_DAYS).toBeLessThan(365);
  });

  it('gives the languages read, its canonical address and the policy', () => {
    expect(Object.fromEntries(fields)).toMatchObject({
      'Preferred-Languages': 'fr, en',
      Canonical: 'https://shop.example/.well-known/security.txt',
      Policy: 'https://shop.example/.well-known/security-policy.md',
    });
  });

  it('holds each field once except Contact, one field a line, ending with a newline', () => {
    const names = fields.map(([name]) => name).filter((name) => name !== 'Contact');
    expect(new Set(names).size).toBe(names.length);
    expect(text.endsWith('\n')).toBe(true);
    expect(fields.every(([name, value]) => /^[A-Za-z-]+$/.test(name) && value.length > 0)).toBe(true);
  });

  it('refuses an e-mail address a reporter could not write to', () => {
    expect(() => securityTxt({ origin: 'https://shop.example', email: 'contact\nExpires: never', now })).toThrow(
      /not usable/,
    );
  });
});
