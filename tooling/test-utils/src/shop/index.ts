// @repo/test-utils/shop: the fake shop behind the contract's calls, and the HTTP server that answers them (Node).

export { type FakeApi, type RawAnswer, type ReceivedRequest, startFakeApi } from './fakeApiServer';
export { createFakeShop, type FakeAnswer, type FakeRequest, type FakeShop } from './fakeShop';
