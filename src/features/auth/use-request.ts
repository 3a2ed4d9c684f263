import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';

type Status<T> = { state: 'idle' } | { state: 'sending' } | { state: 'done'; result: T } | { state: 'failed'; failure: RequestFailure };

/** One request a form sends; leaving the page cancels it. */
export function useRequest<A extends unknown[], T>(send: (signal: AbortSignal, ...args: A) => Promise<T>) {
  const [status, setStatus] = useState<Status<T>>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const run = useCallback(
    async (...args: A) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStatus({ state: 'sending' });
      try {
        const result = await send(current.signal, ...args);
        if (!current.signal.aborted) setStatus({ state: 'done', result });
      } catch (error) {
        if (!current.signal.aborted) setStatus({ state: 'failed', failure: describeFailure(error) });
      }
    },
    [send],
  );
  return { status, run };
}
