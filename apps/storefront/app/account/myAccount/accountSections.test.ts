import { describe, expect, it } from 'vitest';
import { accountSectionOf, accountSectionPath, accountSections } from './accountSections';

describe('accountSectionOf', () => {
  it('shows the profile at /my-account itself', () => {
    expect(accountSectionOf({})).toBe('profile');
  });

  it('names each section by its sub-path and an order by its number', () => {
    expect(accountSectionOf({ section: 'addresses' })).toBe('addresses');
    expect(accountSectionOf({ section: 'recently-viewed' })).toBe('recently-viewed');
    expect(accountSectionOf({ orderNumber: '000000012' })).toBe('order');
  });

  it('knows no other sub-path (the page answers 404)', () => {
    expect(accountSectionOf({ section: 'wishlist' })).toBeNull();
    expect(accountSectionOf({ section: 'profile' })).toBeNull();
  });
});

describe('accountSectionPath', () => {
  it('gives every section a path under /my-account that leads back to it', () => {
    for (const section of accountSections) {
      const path = accountSectionPath(section.id);
      const sub = path.slice('/my-account/'.length);
      expect(accountSectionOf(sub ? { section: sub } : {})).toBe(section.id);
    }
    expect(accountSectionPath('profile')).toBe('/my-account');
  });
});
