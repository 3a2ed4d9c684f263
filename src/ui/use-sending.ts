import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../domain/api';

/**
 * One kind of request a form sends. `send` resolves with the answer, or with undefined when the
 * request failed (the failure is then in `failure`, and given to `onFailure` for forms that act on
 * its field messages at once) or was replaced by a newer one.
 */
export function useSending<A extends unknown[], T>(
  request: (signal: AbortSignal, ...args: A) => Promise<T>,
  onFailure?: (failure: RequestFailure) => void,
) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The latest callback, so that `send` keeps its identity while the form re-renders.
  const failed = useRef(onFailure);
  useEffect(() => {
    failed.current = onFailure;
  });
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
        if (!current.signal.aborted) {
          const described = describeFailure(error);
          setFailure(described);
          failed.current?.(described);
        }
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
