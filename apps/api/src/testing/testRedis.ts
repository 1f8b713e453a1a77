import { randomBytes } from 'node:crypto';

/** The Redis server the tests may use (TEST_REDIS_URL, set by CI when one answers); undefined: those tests skip. */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL || undefined;

/**
 * A key prefix of its own for one test file's run: parallel runs on one Redis never see each other's keys, and the
 * file flushes exactly its own at the end.
 * @example
 * const cache = await createRedisOutputCache({ url, keyPrefix: testRedisPrefix('store'), ttlSeconds: 60 });
 */
export function testRedisPrefix(name: string): string {
  return `citerne-test:${name}:${process.pid}-${randomBytes(4).toString('hex')}:`;
}
