import { type RefObject, useEffect, useRef } from 'react';

/**
 * Focuses the element once, when it mounts: the heading of a page that replaces the previous one without a
 * navigation the screen reader would announce (the checkout's thank-you or payment failure panel).
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
