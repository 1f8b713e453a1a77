import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment as the stand-in keeps it (the fields of PayPlug's payment object the shop reads). */
export interface StandInPayment {
  id: string;
  object: 'payment';
  is_live: boolean;
  amount: number;
  currency: string;
  is_paid: boolean;
  failure: { code: string; message: string } | null;
  hosted_payment: { payment_url: string; return_url: string; cancel_url: string };
  notification_url: string;
  metadata: Record<string, unknown>;
  billing: Record<string, unknown>;
  shipping: Record<string, unknown>;
}

/** A request the stand-in received. */
export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local stand-in for the PayPlug API (127.0.0.1, random port) playing the documented calls the driver
 * makes: `POST /v1/payments` (Bearer secret key and `PayPlug-Version` required, answers 201 with `id`
 * and `hosted_payment.payment_url`) and `GET /v1/payments/{id}` (404 when unknown). Tests change a
 * payment's state (`payments`), make the next creation fail, and read what was sent (`requests`).
 * @example
 * const payplug = await startPayPlugStandIn('sk_test_…');
 * payplug.payments.get('pay_1')!.is_paid = true;
 * await payplug.close();
 */
export async function startPayPlugStandIn(secretKey: string) {
  const payments = new Map<string, StandInPayment>();
  const requests: StandInRequest[] = [];
  const failures: number[] = [];
  let counter = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text === '' ? undefined : JSON.parse(text);
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return answer(401, { object: 'error', message: 'The API key you provided is invalid.' });
      }
      if (!request.headers['payplug-version']) return answer(400, { object: 'error', message: 'Missing version.' });
      if (request.method === 'POST' && path === '/v1/payments') {
        const failure = failures.shift();
        if (failure !== undefined) return answer(failure, { object: 'error', message: 'Stand-in failure.' });
        const input = body as Omit<StandInPayment, 'id' | 'object' | 'is_live' | 'is_paid' | 'failure'> & {
          hosted_payment: { return_url: string; cancel_url: string };
        };
        counter += 1;
        const id = `pay_standin${counter}`;
        const payment: StandInPayment = {
          id,
          object: 'payment',
          is_live: secretKey.startsWith('sk_live_'),
          amount: input.amount,
          currency: input.currency,
          is_paid: false,
          failure: null,
          hosted_payment: { ...input.hosted_payment, payment_url: `${url}/pay/${id}` },
          notification_url: input.notification_url,
          metadata: input.metadata,
          billing: input.billing,
          shipping: input.shipping,
        };
        payments.set(id, payment);
        return answer(201, payment);
      }
      const match = /^\/v1\/payments\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && match) {
        const payment = payments.get(String(match[1]));
        return payment ? answer(200, payment) : answer(404, { object: 'error', message: 'Not found.' });
      }
      return answer(404, { object: 'error', message: 'Unknown route.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    payments,
    requests,
    /** The next payment creation answers this HTTP status. */
    failNextCreation(status: number) {
      failures.push(status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
