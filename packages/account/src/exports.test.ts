import { describe, expect, it } from 'vitest';
import * as core from './index';
import * as react from './react/index';

describe('public API', () => {
  it('the main entry exports the session, its messages and storage keys, the form rules, the profile and address book, newsletter, recently viewed, compare list and wishlist', () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        'COMPARE_LIMIT',
        'COMPARE_STORAGE_KEY',
        'MIN_PASSWORD_LENGTH',
        'WISHLIST_STORAGE_KEY',
        'createCompareList',
        'createWishlist',
        'mergeWishlists',
        'ORDER_HISTORY_PAGE_SIZE',
        'RECENTLY_VIEWED_STORAGE_KEY',
        'SESSION_STORAGE_KEYS',
        'accountMessages',
        'addressBookEntries',
        'createNewsletter',
        'createRecentlyViewed',
        'credentialsProblems',
        'emailProblem',
        'nameProblem',
        'passwordProblem',
        'registrationProblems',
        'withAddressAdded',
        'withAddressRemoved',
        'withAddressReplaced',
        'withDefaultAddress',
        'createAccountSession',
        'editableProfileFields',
        'isLoggedIn',
        'pickEditableProfile',
      ].sort(),
    );
  });

  it('the react entry exports the provider and the hooks', () => {
    expect(Object.keys(react).sort()).toEqual([
      'AccountSessionProvider',
      'useAccountSession',
      'useNewsletter',
      'useRecentlyViewed',
      'useSavedList',
    ]);
  });

  it('internals and test helpers are not exported', () => {
    for (const name of [
      'readStoredSession',
      'writeStoredSession',
      'signInFailure',
      'detailsFailure',
      'passwordChangeFailure',
      'deleteAccountFailure',
      'loginLinkFailure',
      'toProfileUpdate',
      'bookOf',
      'findBookAddress',
      'unknownNewsletter',
      'RecentlyViewedProductSchema',
      'SavedProductSchema',
      'createSavedList',
      'createFakeNewsletterServer',
      'restoringState',
      'anonymousState',
      'AccountSessionContext',
      'createFakeUserServer',
      'createMemoryStorage',
      'setupSession',
    ]) {
      expect(core).not.toHaveProperty(name);
      expect(react).not.toHaveProperty(name);
    }
  });

  it('the framework-free entry does not pull React in', async () => {
    const { readFileSync, readdirSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? (name === 'react' || name === 'testing' ? [] : files(path)) : [path];
      });
    for (const file of files(import.meta.dirname).filter((path) => !path.endsWith('.test.ts'))) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/from '(react|react-dom|jotai)'/);
    }
  });
});
