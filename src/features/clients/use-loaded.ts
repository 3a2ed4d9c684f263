import { useCallback, useEffect, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; failure: RequestFailure } | { status: 'ready'; data: T };

/**
 * What a screen shows, loaded again when `deps` change or `reload` is called (after a change the
 * screen made). The last data stays on screen while it reloads; leaving cancels the request.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
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
  return { state, reload };
}
