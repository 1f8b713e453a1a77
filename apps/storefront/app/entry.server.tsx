import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { shopServerContext } from './api/shopServerContext';
import { lowerModulePreloadPriority } from './html/lowerModulePreloadPriority';

// The server reads the context key from the build it serves, so the key object
// it sets is the very one the loaders read (server/createShopServer.ts).
export { shopServerContext };

export const streamTimeout = 5_000;

/**
 * Streams the page; crawlers get the whole document at once (`onAllReady`) for SEO. The render's CSP nonce (from
 * the shop server, through the router context) goes on every inline script: React Router's (`<ServerRouter nonce>`
 * hands it to `<Scripts>`, `<ScrollRestoration>`, `<Links>` and the streamed loader data, which holds the
 * dehydrated query state) and React's own (`renderToPipeableStream({ nonce })`, the streaming boundaries).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  const nonce = loadContext?.get(shopServerContext)?.nonce;
  if (request.method.toUpperCase() === 'HEAD') {
    // The headers a GET would have (the shop server gives an HTML page its page policy).
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const html = lowerModulePreloadPriority();
          html.pipe(body);
          pipe(html);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
