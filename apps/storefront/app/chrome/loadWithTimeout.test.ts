import { describe, expect, it, vi } from 'vitest';
import { LoadTimeoutError, loadWithTimeout } from './loadWithTimeout';

describe('lazy panels (SPEC §8, §9 timeout 3000 ms)', () => {
  it('a panel that loads in time is returned', async () => {
    await expect(loadWithTimeout(() => Promise.resolve('panel'), 3000)).resolves.toBe('panel');
  });

  it('a panel still loading after 3000 ms fails with a timeout', async () => {
    vi.useFakeTimers();
    try {
      const loading = loadWithTimeout(() => new Promise<string>(() => {}), 3000);
      const outcome = expect(loading).rejects.toBeInstanceOf(LoadTimeoutError);
      await vi.advanceTimersByTimeAsync(3000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('a panel whose chunk fails to load reports that error', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new Error('chunk failed')), 3000)).rejects.toThrow(
      'chunk failed',
    );
  });
});
