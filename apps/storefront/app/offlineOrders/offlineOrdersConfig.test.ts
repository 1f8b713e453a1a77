import { describe, expect, it } from 'vitest';
import { envFlag, offlineOrdersConfig, parseOfflineOrdersConfig } from './offlineOrdersConfig';

describe('offline orders setting', () => {
  it('sends nothing automatically by default (SPEC §4)', () => {
    expect(offlineOrdersConfig.autoSend).toBe(false);
  });

  it('reads the flag of the environment and refuses anything but true or false', () => {
    expect(envFlag(undefined)).toBe(false);
    expect(envFlag('true')).toBe(true);
    expect(envFlag('false')).toBe(false);
    const base = { sendTimeoutMs: 8000, retries: 2, retryDelayMs: 2000 };
    expect(parseOfflineOrdersConfig({ ...base, autoSend: envFlag('true') }).autoSend).toBe(true);
    expect(() => parseOfflineOrdersConfig({ ...base, autoSend: envFlag('yes') })).toThrow(
      'Invalid offline orders setting: autoSend: must be true or false (VITE_OFFLINE_ORDERS_AUTO_SEND).',
    );
  });

  it('refuses a timeout too short to ever get an answer', () => {
    expect(() =>
      parseOfflineOrdersConfig({ autoSend: false, sendTimeoutMs: 10, retries: 2, retryDelayMs: 2000 }),
    ).toThrow(/Invalid offline orders setting: sendTimeoutMs: /);
  });
});
