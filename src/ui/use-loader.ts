import { useCallback, useEffect, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../domain/api';

export type Loaded<T> =
  { status: 'loading'; data?: undefined } | { status: 'failed'; failure: RequestFailure; data?: undefined } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

export interface LoaderOptions {
  /** Changing it asks again with the same `load`: a parent bumps it after a change elsewhere on the screen. */
  version?: number;
  /** Hide what was shown while the next answer is on its way (a statement asked for other dates). */
  clearWhileLoading?: boolean;
}

/**
 * Loads what a screen shows whenever `load` changes (wrap it in useCallback with what it depends
 * on), `version` changes or `reload` is called; leaving cancels the request. What was shown stays
 * while the next answer is on its way unless `clearWhileLoading`. `replace` puts what a save
 * answered in place without asking the server again.
 */
export function useLoader<T>(load: (signal: AbortSignal) => Promise<T>, { version, clearWhileLoading = false }: LoaderOptions = {}) {
  // Each answer remembers the `load` that asked for it, so a cleared screen never shows an old answer.
  const [answer, setAnswer] = useState<{ load: typeof load; loaded: Loaded<T> }>({ load, loaded: LOADING });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setAnswer((current) => (current.loaded.status === 'ready' ? current : { load, loaded: LOADING }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ load, loaded: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ load, loaded: { status: 'failed', failure: describeFailure(error) } });
      },
    );
    return () => controller.abort();
  }, [load, round, version]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback(
    (update: (current: T) => T) =>
      setAnswer((current) =>
        current.loaded.status === 'ready'
          ? { load: current.load, loaded: { status: 'ready', data: update(current.loaded.data) } }
          : current,
      ),
    [],
  );
  const state: Loaded<T> = clearWhileLoading && answer.load !== load ? LOADING : answer.loaded;
  return { state, reload, replace };
}

/** The paged table's slot for a loader's state. */
export const tableStatus = (state: Loaded<unknown>) => (state.status === 'failed' ? 'error' : state.status);
