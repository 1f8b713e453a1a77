import { type ComponentType, lazy, memo, Suspense, useEffect, useState } from 'react';
import { hydrated, islandPending } from './hydrationMarker';

/** Resolves when the browser is idle after hydration, at the latest after `timeout` ms. */
function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 1);
  });
}

function IslandHydrated({ name }: { name: string }) {
  useEffect(() => hydrated(name), [name]);
  return null;
}

/**
 * A part of the page the first paint shows from the server's HTML but that nothing needs at once (the footer, the
 * cookie notice: issue 21): the server renders it with the page; in the browser its code is not in the first load
 * and loads when the browser is idle after hydration, and React hydrates it then (a dehydrated Suspense boundary
 * keeps the server's HTML meanwhile, and replays a click made on it). Its props must be few and stable (strings,
 * numbers): a change before the code arrives would make React render the boundary afresh, empty for a moment, so
 * the island is memoised on them.
 *
 * @example
 * const Footer = lazyIsland('footer', () => import('./ShopFooter').then((module) => module.ShopFooter));
 */
export function lazyIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (typeof window !== 'undefined') await whenIdle(1_000);
    return { default: await load() };
  });
  function Island(props: P) {
    useState(() => {
      if (typeof window !== 'undefined') islandPending(name);
    });
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <IslandHydrated name={name} />
      </Suspense>
    );
  }
  Island.displayName = `Island(${name})`;
  return memo(Island) as unknown as ComponentType<P>;
}
