import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker';

class FakeWorker extends EventTarget {
  state = 'installing';
  readonly posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  active: FakeWorker | null = new FakeWorker();
  updates = 0;
  update() {
    this.updates += 1;
    return Promise.resolve();
  }
  /** The browser found a new version: it installs, then waits. */
  newVersion(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  readonly registered: unknown[][] = [];
  answer: 'registration' | 'refused' | 'nothing' = 'registration';
  register(url: string, options: unknown) {
    this.registered.push([url, options]);
    if (this.answer === 'refused') return Promise.reject(new Error('SecurityError'));
    return Promise.resolve(this.answer === 'nothing' ? undefined : this.registration);
  }
  get ready() {
    return Promise.resolve(this.registration);
  }
  /** The page gets a new controlling worker (the first claim, or an accepted update). */
  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function start(container: FakeContainer) {
  const announced: Array<() => void> = [];
  const reload = vi.fn();
  const registered = registerServiceWorker({
    container: container as unknown as ServiceWorkerContainer,
    onUpdateReady: (accept) => announced.push(accept),
    reload,
    currentPage: '/c/baches?sort=price',
  });
  return { announced, reload, registered };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole shop, bypassing the HTTP cache for its script', async () => {
    const container = new FakeContainer();
    await start(container).registered;
    expect(container.registered).toEqual([['/sw.js', { scope: '/', updateViaCache: 'none' }]]);
  });

  it('on a first visit, keeps the page loaded before the worker, and neither announces nor reloads', async () => {
    const container = new FakeContainer();
    const { announced, reload, registered } = start(container);
    await registered;
    await vi.waitFor(() =>
      expect(container.registration.active?.posted).toEqual([{ type: 'CACHE_PAGE', url: '/c/baches?sort=price' }]),
    );
    const first = container.registration.newVersion();
    first.become('installed');
    container.takeOver(first);
    expect(announced).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('announces a new version instead of swapping it, and reloads once after the shopper accepts', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const { announced, reload, registered } = start(container);
    await registered;
    const next = container.registration.newVersion();
    expect(announced).toHaveLength(0);
    next.become('installed');
    expect(announced).toHaveLength(1);
    expect(next.posted).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    announced[0]?.();
    expect(next.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    container.takeOver(next);
    container.takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('announces a version that was already waiting or installing when the page registered', async () => {
    const waiting = new FakeContainer();
    waiting.controller = new FakeWorker();
    waiting.registration.waiting = new FakeWorker();
    const first = start(waiting);
    await first.registered;
    expect(first.announced).toHaveLength(1);

    const installing = new FakeContainer();
    installing.controller = new FakeWorker();
    const worker = new FakeWorker();
    installing.registration.installing = worker;
    const second = start(installing);
    await second.registered;
    worker.become('installed');
    expect(second.announced).toHaveLength(1);
  });

  it('a page already controlled does not ask for its own HTML; a client-side navigation does', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const handle = await start(container).registered;
    handle?.cachePage('/i/expertise');
    await vi.waitFor(() =>
      expect(container.registration.active?.posted).toEqual([{ type: 'CACHE_PAGE', url: '/i/expertise' }]),
    );
  });

  it('checks for a new version every hour during a long visit', async () => {
    const container = new FakeContainer();
    await start(container).registered;
    vi.advanceTimersByTime(2 * 60 * 60 * 1000);
    expect(container.registration.updates).toBe(2);
  });

  it.each(['refused', 'nothing'] as const)(
    'lets the shop run without a worker when the browser answers %s',
    async (answer) => {
      const container = new FakeContainer();
      container.answer = answer;
      await expect(start(container).registered).resolves.toBeNull();
    },
  );
});
