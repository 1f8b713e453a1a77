import { describe, expect, it } from 'vitest';
import { readTagManagerOrigins } from './readTagManagerOrigins';

describe('readTagManagerOrigins', () => {
  it('reads a comma-separated list of https origins', () => {
    expect(readTagManagerOrigins(' https://www.googletagmanager.com, https://region1.google-analytics.com/ ')).toEqual([
      'https://www.googletagmanager.com',
      'https://region1.google-analytics.com',
    ]);
    expect(readTagManagerOrigins(undefined)).toEqual([]);
    expect(readTagManagerOrigins('  ')).toEqual([]);
  });

  it.each([
    'http://tags.example',
    'https://tags.example/path',
    '*',
    'https://*.example',
    "https://a.example 'unsafe-inline'",
  ])('refuses %s', (value) => {
    expect(() => readTagManagerOrigins(value)).toThrow(/CSP_TAG_MANAGER_ORIGINS/);
  });
});
