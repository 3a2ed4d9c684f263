import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';

export type Saved<T> = { ok: true; value: T } | { ok: false; failure: RequestFailure | null };

/**
 * One save at a time. `save` answers what the server answered, or the failure with its field
 * messages (also kept in `failure` for the page to show). Leaving the page cancels it.
 */
export function useSave<A extends unknown[], T>(request: (signal: AbortSignal, ...args: A) => Promise<T>) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const save = useCallback(
    async (...args: A): Promise<Saved<T>> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setSaving(true);
      setFailure(null);
      try {
        return { ok: true, value: await request(current.signal, ...args) };
      } catch (error) {
        if (current.signal.aborted) return { ok: false, failure: null };
        const failure = describeFailure(error);
        setFailure(failure);
        return { ok: false, failure };
      } finally {
        if (!current.signal.aborted) setSaving(false);
      }
    },
    [request],
  );
  return { saving, failure, save };
}
