import { describe, expect, it } from 'vitest';
import { bottomNavHighlight } from './bottomNavHighlight';

const base = { isHome: false, isAccount: false, menuOpen: false, searchOpen: false };

describe('bottom navigation highlight (SPEC §2)', () => {
  it('highlights home on the home page with no menu or search open', () => {
    expect(bottomNavHighlight({ ...base, isHome: true })).toBe('home');
  });

  it('does not highlight home while the search panel is open', () => {
    expect(bottomNavHighlight({ ...base, isHome: true, searchOpen: true })).toBeNull();
  });

  it('highlights menu whenever the menu is open, even on home', () => {
    expect(bottomNavHighlight({ ...base, isHome: true, menuOpen: true })).toBe('menu');
    expect(bottomNavHighlight({ ...base, isAccount: true, menuOpen: true })).toBe('menu');
  });

  it('highlights profile on my-account', () => {
    expect(bottomNavHighlight({ ...base, isAccount: true })).toBe('profile');
  });

  it('highlights nothing on other pages', () => {
    expect(bottomNavHighlight(base)).toBeNull();
  });
});
