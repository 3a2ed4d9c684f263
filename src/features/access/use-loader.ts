import { useCallback, useEffect, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';

export type Loaded<T> =
  { status: 'loading'; data?: undefined } | { status: 'failed'; failure: RequestFailure; data?: undefined } | { status: 'ready'; data: T };

/**
 * Loads what a screen shows, again whenever `reload` is called (after every change the screen
 * makes), keeping the last data on screen meanwhile. Leaving the screen cancels the request.
 */
export function useLoader<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', failure: describeFailure(error) });
      });
    return () => controller.abort();
    // The caller names what the load depends on; `round` asks for the same load again.
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
