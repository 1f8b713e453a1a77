import type { BenchCatalogue, BenchLine } from './benchCatalogue';
import type { LatencyRecorder } from './LatencyRecorder';

/** How one shopper session talks to the shop. */
export interface SessionOptions {
  baseUrl: string;
  catalogue: BenchCatalogue;
  recorder: LatencyRecorder;
  /** The session stops starting requests at this `performance.now()`. */
  deadline: number;
  /** A request not answered within this many milliseconds counts as a timeout. */
  timeoutMs: number;
  /**
   * Mean pause before each of the shopper's own actions (opening a page, searching, adding to the cart, going to the
   * checkout, sending the address, placing the order), drawn between half and one and a half times it; the calls an
   * action makes at once (the cart line after creating the cart, the shipping methods with the checkout's totals)
   * follow without a pause. 0: a closed loop with no pause at all, the hardest load.
   */
  thinkMs: number;
  /** Makes each order's Idempotency-Key unique across sessions. */
  sessionId: number;
  /** Random numbers in [0, 1): seeded by the caller so a run can be replayed. */
  random: () => number;
}

const address = {
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['12 rue des Lilas', ''],
  city: 'Lyon',
  postcode: '69001',
  country_id: 'FR',
  telephone: '+33 4 78 00 00 00',
};

class RequestFailed extends Error {}

/**
 * One shopper, in a loop until the deadline: opens two pages, searches the catalogue twice, creates a guest cart,
 * adds two lines, reads the totals and the shipping methods, sends the shipping information and places the order
 * with an Idempotency-Key (the call sequence of `apps/api/src/order/shoppingJourney.test.ts`). A failed call
 * (error or timeout, recorded) ends the journey and the shopper starts a new one.
 * @example
 * await runShopperSession({ baseUrl, catalogue, recorder, deadline, timeoutMs: 10_000, thinkMs: 0, sessionId: 1, random });
 */
export async function runShopperSession(options: SessionOptions): Promise<number> {
  const { catalogue, random, deadline } = options;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let orders = 0;
  let journey = 0;
  while (performance.now() < deadline) {
    journey += 1;
    try {
      const call = callFor(options);
      const think = async () => {
        if (options.thinkMs > 0)
          await new Promise((resolve) => setTimeout(resolve, options.thinkMs * (0.5 + random())));
      };
      await think();
      await call('page', 'GET', pick(catalogue.pages));
      await think();
      await call('catalog', 'GET', `/api/catalog?q=${encodeURIComponent(pick(catalogue.searches))}&size=12`);
      await think();
      await call('page', 'GET', pick(catalogue.pages));
      await think();
      await call('catalog', 'GET', `/api/catalog?q=${encodeURIComponent(pick(catalogue.searches))}&size=12&start=12`);
      await think();
      const cartId = String(await call('cart/create', 'POST', '/api/cart/create'));
      const query = `?cartId=${encodeURIComponent(cartId)}`;
      const lines: BenchLine[] = [pick(catalogue.lines), pick(catalogue.lines)];
      const items: { sku: string; qty: number }[] = [];
      for (const [index, line] of lines.entries()) {
        // The first line goes with the cart's creation (one click); the second is another click.
        if (index > 0) await think();
        const item = (await call('cart/update', 'POST', `/api/cart/update${query}`, {
          cartItem: { ...line, quoteId: cartId },
        })) as { sku: string; qty: number };
        items.push({ sku: item.sku, qty: item.qty });
      }
      await think();
      await call('cart/totals', 'GET', `/api/cart/totals${query}`);
      const methods = (await call('cart/shipping-methods', 'POST', `/api/cart/shipping-methods${query}`, {
        address: { country_id: 'FR' },
      })) as { carrier_code: string; method_code: string }[];
      const method = methods[0];
      if (!method) throw new RequestFailed('no shipping method');
      const billingAddress = { ...address, email: `shopper-${options.sessionId}@example.fr` };
      await think();
      const information = (await call('cart/shipping-information', 'POST', `/api/cart/shipping-information${query}`, {
        addressInformation: {
          shippingAddress: address,
          billingAddress,
          shipping_carrier_code: method.carrier_code,
          shipping_method_code: method.method_code,
        },
      })) as { payment_methods: { code: string }[] };
      // Both lines may be the same product: the cart merged them into one line holding both quantities.
      const products = [...new Map(items.map((item) => [item.sku, item])).values()];
      await think();
      await call(
        'order',
        'POST',
        '/api/order',
        {
          order_id: `bench-${options.sessionId}-${journey}`,
          cart_id: cartId,
          products,
          addressInformation: {
            shippingAddress: address,
            billingAddress,
            shipping_carrier_code: method.carrier_code,
            shipping_method_code: method.method_code,
            payment_method_code: pick(information.payment_methods).code,
          },
        },
        { 'Idempotency-Key': `bench-${process.pid}-${options.sessionId}-${journey}` },
      );
      orders += 1;
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
    }
  }
  return orders;
}

/** A function making one timed call of the session: the `result` of a JSON answer, the text of a page. */
function callFor({ baseUrl, recorder, deadline, timeoutMs }: SessionOptions) {
  return async (
    kind: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> => {
    // A journey cut by the end of the run stops between calls, so no call is left half-measured.
    if (performance.now() >= deadline) throw new RequestFailed('the run is over');
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    try {
      const response = await fetch(new URL(path, baseUrl), {
        method,
        headers: {
          accept: kind === 'page' ? 'text/html' : 'application/json',
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) {
        recorder.error(
          kind,
          elapsed(),
          `${method} ${path.split('?')[0]}: HTTP ${response.status} ${text.slice(0, 160)}`,
        );
        throw new RequestFailed(String(response.status));
      }
      if (kind === 'page') {
        recorder.record(kind, elapsed());
        return text;
      }
      const envelope = JSON.parse(text) as { code: number; result: unknown };
      recorder.record(kind, elapsed());
      return envelope.result;
    } catch (error) {
      if (error instanceof RequestFailed) throw error;
      if (error instanceof DOMException && error.name === 'TimeoutError') recorder.timeout(kind, elapsed());
      else recorder.error(kind, elapsed(), `${method} ${path.split('?')[0]}: ${(error as Error).message}`);
      throw new RequestFailed(kind);
    }
  };
}
