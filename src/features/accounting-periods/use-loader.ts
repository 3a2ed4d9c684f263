import { useCallback, useEffect, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; failure: RequestFailure } | { status: 'ready'; data: T };

/**
 * Loads what a page shows whenever its inputs change; leaving cancels the request. `replace` puts
 * what a save answered in place without asking the server again.
 */
export function useLoader<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    load(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', failure: describeFailure(error) });
      });
    return () => controller.abort();
  }, [load]);
  const replace = useCallback((update: (current: T) => T) => setState((current) => (current.status === 'ready' ? { status: 'ready', data: update(current.data) } : current)), []);
  return { state, replace };
}

/** The table's slot for a loader's state. */
export const tableStatus = (state: Loaded<unknown>) => (state.status === 'failed' ? 'error' : state.status);
