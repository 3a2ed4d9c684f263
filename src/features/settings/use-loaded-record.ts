import { useEffect, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; failure: RequestFailure } | { status: 'ready'; record: T };

/** One record loaded on first render; leaving cancels the request. `replace` takes what a save answered. */
export function useLoadedRecord<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((record) => setState({ status: 'ready', record }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', failure: describeFailure(error) });
      });
    return () => controller.abort();
  }, [load]);
  const replace = (update: (current: T) => T) =>
    setState((current) => (current.status === 'ready' ? { status: 'ready', record: update(current.record) } : current));
  return { state, replace };
}
