import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './sealSecret';

const SECRET = 'a-commerce-secret-of-at-least-32-characters';

describe('sealSecret', () => {
  it('seals a value that only the same secret and purpose open, differently each time', () => {
    const sealed = sealSecret(SECRET, 'magento-customer-token', 'mg-token-123');
    expect(sealed).not.toContain('mg-token-123');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealSecret(SECRET, 'magento-customer-token', 'mg-token-123')).not.toBe(sealed);
    expect(openSecret(SECRET, 'magento-customer-token', sealed)).toBe('mg-token-123');
    expect(() => openSecret(SECRET, 'another-purpose', sealed)).toThrow();
    expect(() => openSecret(`${SECRET}-other`, 'magento-customer-token', sealed)).toThrow();
  });

  it('refuses a value altered or not sealed at all', () => {
    const sealed = sealSecret(SECRET, 'p', 'value');
    const [version, nonce, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = `${body.slice(0, -2)}${body.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => openSecret(SECRET, 'p', [version, nonce, flipped, tag].join('.'))).toThrow();
    expect(() => openSecret(SECRET, 'p', 'mg-token-123')).toThrow('not a sealed secret');
  });
});
