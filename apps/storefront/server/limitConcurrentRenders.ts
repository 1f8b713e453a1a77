/**
 * Runs at most `limit` page renders at a time; the others wait their turn, first come first served, without taking
 * any CPU (issue 19, load). The API and the pages share one Node event loop: a server render (loaders, then React's
 * shell) costs tens of times an add-to-cart, so with every page rendering at once a busy day let renders fill the
 * loop and the shoppers' cart and order calls — which need milliseconds — waited behind them. Waiting pages now
 * queue here, and the API calls go between the renders. Only the render up to the first byte is counted: the rest
 * of a streamed page is small and must never hold a turn once its reader has gone.
 * @example
 * const render = limitConcurrentRenders(4);
 * const response = await render(() => handleRequest(request, context));
 */
export function limitConcurrentRenders(limit: number) {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`The render limit must be a positive integer (got ${limit})`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else running -= 1;
  };
  return async function render<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      next();
    }
  };
}
