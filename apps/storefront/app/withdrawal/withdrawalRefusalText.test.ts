import { describe, expect, it } from 'vitest';
import { withdrawalRefusalText } from './withdrawalRefusalText';

const texts = {
  'made-to-measure': 'Made to your specifications (art. L221-28 3°)',
  'already-withdrawn': 'Already withdrawn',
  'period-over': 'Period over',
};

describe('withdrawalRefusalText', () => {
  it('says why a made-to-measure line cannot be withdrawn, and nothing for a withdrawable one', () => {
    expect(withdrawalRefusalText('made-to-measure', texts)).toBe('Made to your specifications (art. L221-28 3°)');
    expect(withdrawalRefusalText('already-withdrawn', texts)).toBe('Already withdrawn');
    expect(withdrawalRefusalText(null, texts)).toBeUndefined();
  });
});
