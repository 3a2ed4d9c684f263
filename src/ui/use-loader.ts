import { useCallback, useEffect, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../domain/api';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; failure: RequestFailure } | { status: 'ready'; data: T };

/**
 * Loads what a screen shows whenever `load` changes (wrap it in useCallback with what it depends
 * on) or `reload` is called; leaving cancels the request. What was shown stays while the next answer
 * is on its way. `replace` puts what a save answered in place without asking the server again.
 */
export function useLoader<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', failure: describeFailure(error) });
      },
    );
    return () => controller.abort();
  }, [load, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback(
    (update: (current: T) => T) =>
      setState((current) => (current.status === 'ready' ? { status: 'ready', data: update(current.data) } : current)),
    [],
  );
  return { state, reload, replace };
}

/** The paged table's slot for a loader's state. */
export const tableStatus = (state: Loaded<unknown>) => (state.status === 'failed' ? 'error' : state.status);
