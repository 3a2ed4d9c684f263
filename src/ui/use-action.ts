import { useCallback, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../domain/api';
import { notify } from './toaster';

/** The server's own message for a change that worked (the spec's words). */
export const serverMessage = (answer: { message: string }) => answer.message;

/**
 * Runs one change at a time and toasts its outcome: the success message given (or made of the
 * answer), or on failure the message `failureMessage` makes of it. Answers the result, or null when
 * it failed (with the failure kept for the fields it names).
 */
export function useAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const run = useCallback(
    async <T>(
      name: string,
      change: () => Promise<T>,
      success: string | ((result: T) => string),
      failureMessage?: (failure: RequestFailure) => string,
    ) => {
      setBusy(name);
      setFailure(null);
      try {
        const result = await change();
        notify.success(typeof success === 'string' ? success : success(result));
        return result;
      } catch (error) {
        const described = describeFailure(error);
        setFailure(described);
        notify.error(failureMessage ? failureMessage(described) : described.message);
        return null;
      } finally {
        setBusy(null);
      }
    },
    [],
  );
  return { busy, failure, run, clearFailure: useCallback(() => setFailure(null), []) };
}
