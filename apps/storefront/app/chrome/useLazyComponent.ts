import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { loadWithTimeout } from './loadWithTimeout';

/** SPEC §9 "Lazy component timeout 3000 ms". */
export const LAZY_COMPONENT_TIMEOUT_MS = 3000;

type LazyState<P> = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; Component: ComponentType<P> };

/**
 * Loads a panel's component the first time it is needed (SPEC §2 "Mini-cart panel: loads lazily"), with the
 * SPEC §8 failure path: `error` after a failure or the 3000 ms timeout, and `retry` for the Try again button.
 *
 * @example
 * const panel = useLazyComponent(() => import('./SearchPanelContent'), open);
 */
export function useLazyComponent<P>(load: () => Promise<{ default: ComponentType<P> }>, wanted: boolean) {
  const [state, setState] = useState<LazyState<P>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || state.status === 'ready' || state.status === 'error') return;
    let current = true;
    setState({ status: 'loading' });
    loadWithTimeout(load, LAZY_COMPONENT_TIMEOUT_MS).then(
      (module) => {
        if (current) setState({ status: 'ready', Component: module.default });
      },
      () => {
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
    // `attempt` restarts the load after Try again; `load` is a module import, stable by nature.
  }, [wanted, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'idle' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, retry };
}
