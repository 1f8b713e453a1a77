import { describe, expect, it } from 'vitest';
import { createPageCache, PAGE_CACHE_DEFAULTS, type PageCacheOptions } from './createPageCache';

const html = { 'Content-Type': 'text/html; charset=utf-8' };

/** A render whose page names its nonce twice, as the scripts of a real page do, and counts the renders. */
function renderer(options: { status?: number; headers?: Record<string, string>; body?: string } = {}) {
  let renders = 0;
  return {
    get renders() {
      return renders;
    },
    render: (nonce: string) => async () => {
      renders += 1;
      const body =
        options.body ??
        `<html><script nonce="${nonce}">a</script><p>page ${renders}</p><script nonce="${nonce}"></script>`;
      return new Response(body, { status: options.status ?? 200, headers: { ...html, ...options.headers } });
    },
  };
}

/** A render that sends its first chunk, then waits to be told to finish. */
function slowRender(nonce: string) {
  let finish: () => void = () => {};
  let started = false;
  const render = async () => {
    started = true;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`<html><script nonce="${nonce}">`));
        finish = () => {
          controller.enqueue(new TextEncoder().encode('</script>done</html>'));
          controller.close();
        };
      },
    });
    return new Response(body, { headers: html });
  };
  return { render, finish: () => finish(), started: () => started };
}

function cacheWith(overrides: Partial<PageCacheOptions> & { clock?: { now: number } } = {}) {
  const clock = overrides.clock ?? { now: 1_000 };
  return { clock, cache: createPageCache({ ...PAGE_CACHE_DEFAULTS, ...overrides, now: () => clock.now }) };
}

describe('the page output cache', () => {
  it('answers a kept page for its lifetime with each answer’s own nonce, then renders again', async () => {
    const { cache, clock } = cacheWith({ ttlMs: 5_000 });
    const page = renderer();
    const first = await cache.serve('/c/x', 'NONCE-A', page.render('NONCE-A'));
    expect(first.headers.get('X-Page-Cache')).toBe('miss');
    expect(await first.text()).toBe(
      '<html><script nonce="NONCE-A">a</script><p>page 1</p><script nonce="NONCE-A"></script>',
    );

    clock.now += 4_999;
    const again = await cache.serve('/c/x', 'NONCE-B', page.render('NONCE-B'));
    expect(again.headers.get('X-Page-Cache')).toBe('hit');
    expect(again.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const text = await again.text();
    expect(text).toBe('<html><script nonce="NONCE-B">a</script><p>page 1</p><script nonce="NONCE-B"></script>');
    expect(text).not.toContain('NONCE-A');
    expect(page.renders).toBe(1);

    clock.now += 1;
    const later = await cache.serve('/c/x', 'NONCE-C', page.render('NONCE-C'));
    expect(later.headers.get('X-Page-Cache')).toBe('miss');
    expect(await later.text()).toContain('page 2');
    expect(cache.counts()).toEqual({ hit: 1, shared: 0, miss: 2 });
  });

  it('keeps pages apart by key', async () => {
    const { cache } = cacheWith();
    const page = renderer();
    await (await cache.serve('/a|consent=0', 'N1', page.render('N1'))).text();
    await (await cache.serve('/a|consent=1', 'N2', page.render('N2'))).text();
    expect(page.renders).toBe(2);
  });

  it('lets requests that arrive during a render share it, streaming the first one as it comes', async () => {
    const { cache } = cacheWith({ ttlMs: 0 });
    const slow = slowRender('LEAD');
    const lead = await cache.serve('/p/tank', 'LEAD', slow.render);
    // The leader's first bytes are readable before the render ends.
    const reader = (lead.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<html><script nonce="LEAD">');

    let otherRenders = 0;
    const waiters = ['W1', 'W2'].map((nonce) =>
      cache.serve('/p/tank', nonce, async () => {
        otherRenders += 1;
        return new Response('own render', { headers: html });
      }),
    );
    slow.finish();
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read())
      rest += new TextDecoder().decode(next.value);
    expect(rest).toBe('</script>done</html>');
    const answers = await Promise.all(waiters);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual([
      '<html><script nonce="W1"></script>done</html>',
      '<html><script nonce="W2"></script>done</html>',
    ]);
    expect(answers.map((answer) => answer.headers.get('X-Page-Cache'))).toEqual(['shared', 'shared']);
    expect(otherRenders).toBe(0);
    // A lifetime of 0 keeps nothing: the next request renders.
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
    const next = await cache.serve('/p/tank', 'N', renderer().render('N'));
    expect(next.headers.get('X-Page-Cache')).toBe('miss');
  });

  it('neither keeps nor shares an error page, a page setting a cookie or a non-page answer', async () => {
    const answers: Parameters<typeof renderer>[0][] = [
      { status: 404 },
      { status: 500 },
      { headers: { 'Set-Cookie': 'a=1' } },
      { headers: { 'Content-Type': 'application/json' }, body: '{}' },
    ];
    for (const options of answers) {
      const { cache } = cacheWith();
      const page = renderer(options);
      const lead = cache.serve('/x', 'N1', page.render('N1'));
      const waiter = cache.serve('/x', 'N2', page.render('N2'));
      await Promise.all([lead, waiter]);
      expect(page.renders).toBe(2);
      await cache.serve('/x', 'N3', page.render('N3'));
      expect(page.renders).toBe(3);
      expect(cache.size().entries).toBe(0);
    }
  });

  it('has the waiters render themselves when the shared render fails, before or during its stream', async () => {
    const { cache } = cacheWith();
    const failing = cache.serve('/x', 'N1', async () => {
      throw new Error('loader down');
    });
    const waiter = cache.serve('/x', 'N2', renderer().render('N2'));
    await expect(failing).rejects.toThrow('loader down');
    expect(await (await waiter).text()).toContain('nonce="N2"');

    let fail: (error: Error) => void = () => {};
    const lead = await cache.serve('/y', 'LEAD', async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<html>'));
          fail = (error) => controller.error(error);
        },
      });
      return new Response(body, { headers: html });
    });
    const own = renderer();
    const waiting = cache.serve('/y', 'W', own.render('W'));
    fail(new Error('stream broke'));
    await expect(lead.text()).rejects.toThrow('stream broke');
    const answer = await waiting;
    expect(answer.headers.get('X-Page-Cache')).toBe('miss');
    expect(await answer.text()).toContain('nonce="W"');
    expect(own.renders).toBe(1);
  });

  it('finishes a shared render for its waiters and keeps it when its own visitor leaves mid-stream', async () => {
    const { cache } = cacheWith();
    const slow = slowRender('LEAD');
    const lead = await cache.serve('/y', 'LEAD', slow.render);
    const own = renderer();
    const waiting = cache.serve('/y', 'W', own.render('W'));
    // A tee branch's cancel settles once both branches are done: not awaited, as the HTTP server does not.
    void lead.body?.cancel('visitor left');
    slow.finish();
    const answer = await waiting;
    expect(answer.headers.get('X-Page-Cache')).toBe('shared');
    expect(await answer.text()).toBe('<html><script nonce="W"></script>done</html>');
    expect(own.renders).toBe(0);
    expect((await cache.serve('/y', 'Z', renderer().render('Z'))).headers.get('X-Page-Cache')).toBe('hit');
  });

  it('answers requests that never read their page, and the others go on', async () => {
    const { cache } = cacheWith();
    const page = renderer();
    const unread = await cache.serve('/z', 'N1', page.render('N1'));
    expect(unread.status).toBe(200);
    const next = await cache.serve('/z', 'N2', page.render('N2'));
    expect(await next.text()).toContain('nonce="N2"');
    expect(page.renders).toBe(1);
  });

  it('drops the least recently used pages past its entry and byte bounds and never keeps an oversized page', async () => {
    const { cache } = cacheWith({ maxEntries: 2, maxBytes: 1_000, maxEntryBytes: 600 });
    const page = (size: number) => renderer({ body: 'x'.repeat(size) });
    const serve = async (key: string, size: number) => (await cache.serve(key, 'N', page(size).render('N'))).text();
    await serve('/a', 100);
    await serve('/b', 100);
    await serve('/a', 100); // a hit: /a is now the most recently used
    await serve('/c', 100); // three pages: /b goes
    expect(cache.size()).toEqual({ entries: 2, bytes: 200 });
    const b = await cache.serve('/b', 'N', page(100).render('N'));
    expect(b.headers.get('X-Page-Cache')).toBe('miss');
    await b.text();
    await serve('/big', 601);
    expect(cache.size().entries).toBe(2);
    await serve('/d', 500);
    await serve('/e', 500); // 1 000 bytes with /d: every older page goes
    expect(cache.size()).toEqual({ entries: 2, bytes: 1_000 });
    await serve('/g', 600); // within the entry bound, but 1 600 bytes with /d and /e: both go
    expect(cache.size()).toEqual({ entries: 1, bytes: 600 });
  });

  it('refuses negative or non-numeric bounds', () => {
    expect(() => createPageCache({ ...PAGE_CACHE_DEFAULTS, ttlMs: -1 })).toThrow(/ttlMs/);
    expect(() => createPageCache({ ...PAGE_CACHE_DEFAULTS, maxBytes: Number.NaN })).toThrow(/maxBytes/);
  });
});
