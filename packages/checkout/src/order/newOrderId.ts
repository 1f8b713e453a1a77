const randomPart = (): string =>
  globalThis.crypto?.randomUUID?.() ??
  `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`.slice(0, 32);

/** A fresh order id: `o-{epoch ms}-{random}` (random UUID when the platform has one), 52 characters at most. */
export function newOrderId(): string {
  return `o-${Date.now()}-${randomPart()}`;
}
