import { describe, expect, it } from 'vitest';
import { mailToken } from '../mail/mailToken';
import { testBackends } from '../testing/testDatabases';
import { useTestDatabases } from '../testing/useTestDatabases';
import { MemorySpentTokens } from './MemorySpentTokens';
import { PostgresSpentTokens } from './PostgresSpentTokens';
import type { SpentTokens } from './SpentTokens';

// The same rule on every store: in memory (one process), and in the database (every process on one PostgreSQL
// server, issue 23) on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
const databaseOf = useTestDatabases();
let purposes = 0;
const uniquePurpose = () => {
  purposes += 1;
  return `test-${purposes}`;
};
const stores: [string, () => SpentTokens][] = [
  ['memory', () => new MemorySpentTokens()],
  ...testBackends.map((kind): [string, () => SpentTokens] => [
    `database on ${kind}`,
    () => new PostgresSpentTokens(databaseOf(kind).db, uniquePurpose()),
  ]),
];

describe.each(stores)('single-use tokens (%s)', (_name, store) => {
  it('are spent once: true the first time, false after', async () => {
    const spent = store();
    expect(await spent.spendOnce('a', 2_000, 1_000)).toBe(true);
    expect(await spent.spendOnce('a', 2_000, 1_001)).toBe(false);
    expect(await spent.spendOnce('b', 2_000, 1_002)).toBe(true);
  });

  it('mail-service tokens: issued, spent once, refused expired or forged', async () => {
    const tokens = mailToken(new TextEncoder().encode('a-test-key-of-the-mail-service-tokens'), store());
    const token = tokens.issue(1_000);
    expect(await tokens.spend(token, 2_000)).toBe(true);
    expect(await tokens.spend(token, 2_001)).toBe(false);
    const late = tokens.issue(1_000);
    expect(await tokens.spend(late, 1_000 + 15 * 60 * 1000)).toBe(false);
    const other = tokens.issue(1_000);
    expect(await tokens.spend(`${other.slice(0, -1)}${other.endsWith('A') ? 'B' : 'A'}`, 2_000)).toBe(false);
    expect(await tokens.spend('garbage', 2_000)).toBe(false);
  });
});

describe.each(testBackends)('single-use tokens shared through the database on %s (issue 23)', (kind) => {
  it('a token two shop processes spend at the same moment is spent by exactly one', async () => {
    const purpose = uniquePurpose();
    const processes = Array.from({ length: 4 }, () => new PostgresSpentTokens(databaseOf(kind).db, purpose));
    const answers = await Promise.all(processes.map((spent) => spent.spendOnce('shared', 9_000, 1_000)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    // Another purpose has its own tokens.
    expect(await new PostgresSpentTokens(databaseOf(kind).db, uniquePurpose()).spendOnce('shared', 9_000, 1_000)).toBe(
      true,
    );
  });
});
