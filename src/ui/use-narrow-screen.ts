import { useSyncExternalStore } from 'react';

/** Below the `sm` breakpoint of styles.css (600 px): a phone, where lists become stacked cards. */
export const NARROW_SCREEN = '(max-width: 599.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_SCREEN).matches;

/** Whether the window is phone-narrow now; follows the window as it is turned or resized. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
