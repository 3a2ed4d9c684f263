import { useEffect, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; failure: RequestFailure } | { status: 'ready'; data: T };

/** Loads what a list shows, again whenever a dependency changes; leaving the page cancels the request. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', failure: describeFailure(error) }),
    );
    return () => controller.abort();
    // The caller names what the load depends on.
  }, deps);
  return state;
}
