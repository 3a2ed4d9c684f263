import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../domain/api';

/**
 * One kind of request a form sends. `send` resolves with the answer, or with undefined when the
 * request failed (the failure is then in `failure`) or was replaced by a newer one.
 */
export function useSending<A extends unknown[], T>(request: (signal: AbortSignal, ...args: A) => Promise<T>) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const send = useCallback(
    async (...args: A): Promise<T | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setSending(true);
      setFailure(null);
      try {
        return await request(current.signal, ...args);
      } catch (error) {
        if (!current.signal.aborted) setFailure(describeFailure(error));
        return undefined;
      } finally {
        if (!current.signal.aborted) setSending(false);
      }
    },
    [request],
  );
  const clearFailure = useCallback(() => setFailure(null), []);
  return { sending, failure, send, clearFailure };
}
