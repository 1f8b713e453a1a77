import type { MiddlewareHandler } from 'hono';

/**
 * Gives every JSON answer of the API its `Content-Length` (issue 19, load). Hono's `c.json` sends a body of unknown
 * length, so the shop server's `compress()` middleware, which skips answers under its 1 KiB threshold only when it
 * knows their length, gzipped every answer — a 60-byte `cart/create` included — through a `CompressionStream` of its
 * own (a zlib state of its own each, chunked transfer): zlib alone was 5.7 % of the CPU of a cart-only load, before
 * the streams around it. A sized answer under 1 KiB now goes out as it is; larger ones are still compressed. The
 * envelope's answers come sized already (`jsonAnswer`): reading a body back to size it cost more than the rest of a
 * catalogue read, so this only sizes the few answers made otherwise, and looks at the headers before the body.
 * @example
 * app.use(sizeJsonAnswers);
 */
export const sizeJsonAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const answer = c.res;
  if (answer.headers.has('content-length')) return;
  if (!answer.headers.get('content-type')?.startsWith('application/json') || answer.body === null) return;
  const bytes = await answer.arrayBuffer();
  const headers = new Headers(answer.headers);
  headers.set('content-length', String(bytes.byteLength));
  c.res = undefined;
  c.res = new Response(bytes, { status: answer.status, statusText: answer.statusText, headers });
};
