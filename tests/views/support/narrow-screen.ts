import { afterEach, beforeEach } from 'vitest';
import { NARROW_SCREEN } from '../../../src/ui/use-narrow-screen';

/**
 * The tests of the calling describe block run in a window as narrow as a phone: `matchMedia`
 * answers the narrow-screen query as matching (jsdom lays nothing out, so it cannot tell by itself).
 * `widen()` turns the phone sideways into an office-width window and tells the listeners.
 */
export function onNarrowScreen() {
  const original = window.matchMedia;
  const listeners = new Set<() => void>();
  let narrow = true;
  beforeEach(() => {
    narrow = true;
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return query === NARROW_SCREEN && narrow;
        },
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
    listeners.clear();
  });
  return {
    widen() {
      narrow = false;
      for (const listener of listeners) listener();
    },
  };
}
