import { describe, expect, it } from 'vitest';
import { limitConcurrentRenders } from './limitConcurrentRenders';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the page render limit', () => {
  it('runs at most `limit` renders at once, the others in arrival order as turns free up, failures included', async () => {
    const render = limitConcurrentRenders(2);
    const started: number[] = [];
    const finish = new Map<number, (ok: boolean) => void>();
    const renders = [0, 1, 2, 3, 4].map((index) =>
      render(
        () =>
          new Promise<number>((resolve, reject) => {
            started.push(index);
            finish.set(index, (ok) => (ok ? resolve(index) : reject(new Error(`render ${index} failed`))));
          }),
      ).catch((error: Error) => error.message),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    finish.get(1)?.(false);
    await tick();
    expect(started).toEqual([0, 1, 2]);
    finish.get(0)?.(true);
    finish.get(2)?.(true);
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish.get(3)?.(true);
    finish.get(4)?.(true);
    expect(await Promise.all(renders)).toEqual([0, 'render 1 failed', 2, 3, 4]);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => limitConcurrentRenders(0)).toThrow(/positive integer/);
  });
});
