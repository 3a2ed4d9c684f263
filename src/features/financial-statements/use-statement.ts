import { useEffect, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; failure: RequestFailure } | { status: 'ready'; data: T };

/**
 * A statement for the dates asked, asked again whenever they change (`key` names them). The last
 * statement stays out of sight while the next loads; leaving the screen cancels the request.
 */
export function useStatement<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', failure: describeFailure(error) });
      });
    return () => controller.abort();
    // `key` stands for everything `load` asks the server.
  }, [key]);
  return state;
}
