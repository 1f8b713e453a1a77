import { I18nProvider } from '@lingui/react';
import { getDefaultStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { serverApi } from './api/serverApi.server';
import { hasDecidedConsent } from './chrome/consentCookie';
import { hydrated } from './chrome/hydrationMarker';
import { i18nFor, isLocaleLoaded } from './i18n/i18n';
import { organizationJsonLd } from './seo/organizationJsonLd';
import { loadSellerIdentity } from './shop/loadSellerIdentity.server';
import { loadShippingTerms } from './shop/loadShippingTerms.server';
import { storeViewOfPath } from './storeView/storeViewOfPath';
import '@citerne/ui-kit/styles.css';
import './styles/app.css';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The web app manifest (installable shop, issue 20) and the home-screen icon of Safari, which ignores it.
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
  // The Latin subset of the self-hosted font is needed by every page: fetched early, no late swap.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const [seller, shipping] = await Promise.all([loadSellerIdentity(api), loadShippingTerms(api)]);
  return {
    origin: api.origin,
    consentDecided: hasDecidedConsent(request.headers.get('Cookie')),
    // The seller's identity of the API's configuration, for every page (useSellerIdentity) and the JSON-LD.
    seller,
    // The free-shipping thresholds of the API's configuration (useFreeShippingFrom).
    shipping,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const { store } = storeViewOfPath(useLocation().pathname);
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={store.lang.slice(0, 2)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        <Meta />
        <Links />
        {root ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{
              __html: JSON.stringify(organizationJsonLd(root.origin, root.seller)).replace(/</g, '\\u003c'),
            }}
          />
        ) : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Providers({ children }: { children: ReactNode }) {
  const { store } = storeViewOfPath(useLocation().pathname);
  useEffect(() => {
    // The page is marked interactive once its islands (`lazyIsland`) have hydrated too.
    hydrated('root');
    if (performance.getEntriesByName('hydration-start').length > 0) performance.measure('hydration', 'hydration-start');
  }, []);
  const loaded = isLocaleLoaded(store.locale);
  useEffect(() => {
    // Moving to another store view's language without its catalogue: load the page afresh in that language.
    if (!loaded) window.location.reload();
  }, [loaded]);
  return (
    <I18nProvider i18n={i18nFor(store.locale)}>
      {/* In the browser the page's one store is jotai's default store, so code that runs outside React (the cart
            engine's watcher of offline orders, issue 20) reaches the same atoms; on the server each request keeps its
            own store. */}
      <JotaiProvider {...(typeof window === 'undefined' ? {} : { store: getDefaultStore() })}>{children}</JotaiProvider>
    </I18nProvider>
  );
}

export default function App() {
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}

/** The root never needs reloading: the origin does not change during a visit. */
export function shouldRevalidate() {
  return false;
}

/** Errors outside every layout (a layout failed to load): the minimal error page, in the shop's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { store } = storeViewOfPath(useLocation().pathname);
  const i18n = i18nFor(store.locale);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <I18nProvider i18n={i18n}>
      <main id="main" className="status-page">
        <h1>{status === 404 ? i18n._('Page not found') : i18n._('Internal Server Error')}</h1>
        <p>
          <a href="/">{i18n._('Back to home')}</a>
        </p>
      </main>
    </I18nProvider>
  );
}
