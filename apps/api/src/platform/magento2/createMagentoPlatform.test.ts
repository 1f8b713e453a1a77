import { afterAll, describe, expect, it, vi } from 'vitest';
import { platformContract } from '../platformContract';
import { openMagentoPlatformForTest, TEST_ADMIN_TOKEN } from './openMagentoPlatformForTest';
import { customerRecordings } from './recordings/customerRecordings';
import { guestCartRecordings } from './recordings/guestCartRecordings';
import { orderRecordings } from './recordings/orderRecordings';
import { CONTRACT_NOW } from './recordings/recordedShapes';
import type { RecordedMagento } from './startRecordedMagento';

// The contract names its new customers after the clock; stopped, they are the recordings' e-mails.
vi.useFakeTimers({ toFake: ['Date'], now: CONTRACT_NOW });

let magento: RecordedMagento | undefined;
let log: string[] = [];

platformContract('magento2 over recorded Magento 2.4 answers', async () => {
  const opened = await openMagentoPlatformForTest([...guestCartRecordings, ...customerRecordings, ...orderRecordings]);
  magento = opened.magento;
  log = opened.log;
  return opened.subject;
});

describe('the recorded Magento of the contract', () => {
  afterAll(() => {
    vi.useRealTimers();
  });
  it('was asked every recorded call and nothing else, and no log line carries the integration token', () => {
    // Runs after the contract (vitest runs a file's suites in order).
    expect(magento?.unexpected).toEqual([]);
    expect(magento?.pending()).toEqual([]);
    expect(log.join('\n')).not.toContain(TEST_ADMIN_TOKEN);
  });
});
