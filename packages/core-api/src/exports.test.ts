import { describe, expect, it } from 'vitest';
import * as contract from './contract/index';
import * as core from './index';

describe('public API', () => {
  it('the main entry exports exactly the clients, errors, queue, session and storage helpers', () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        'ApiError',
        'NetworkError',
        'QUEUE_PROCESS_EVENT',
        'ValidationError',
        'createApiClient',
        'createClaims',
        'createDefaultStore',
        'createGuardedStorage',
        'createIndexedDbStore',
        'createMemoryStore',
        'createPersistentCache',
        'createSyncTaskQueue',
        'createTokenGuard',
        'errorMessages',
        'isQuotaExceededError',
        'syncTaskForCall',
        'systemClock',
      ].sort(),
    );
  });

  it('internals and test helpers are not exported', () => {
    for (const name of [
      'callApi',
      'sendCall',
      'createTransport',
      'answerError',
      'fillTaskUrl',
      'startFakeApi',
      'createFakeShop',
      'createManualClock',
      'createFaultyStore',
      'setupShop',
    ]) {
      expect(core).not.toHaveProperty(name);
      expect(contract).not.toHaveProperty(name);
    }
  });

  it('the contract entry holds every call of SPEC §7 and the shared entity schemas', () => {
    expect(Object.keys(contract.apiCalls)).toHaveLength(60);
    for (const name of [
      'ProductSchema',
      'CategorySchema',
      'AttributeSchema',
      'TaxRuleSchema',
      'CartItemSchema',
      'TotalsSchema',
      'ShippingMethodSchema',
      'PaymentMethodSchema',
      'StockItemSchema',
      'AddressSchema',
      'UserProfileSchema',
      'WishlistItemSchema',
      'ReviewSchema',
      'CmsPageSchema',
      'CmsBlockSchema',
      'NotificationSchema',
      'ClaimSchema',
      'SyncTaskSchema',
      'ErrorEnvelopeSchema',
      'envelopeSchema',
      'catalogSearchResultSchema',
    ]) {
      expect(contract).toHaveProperty(name);
    }
  });

  it('no call is declared twice with the same method and path', () => {
    const routes = Object.values(contract.apiCalls).map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
