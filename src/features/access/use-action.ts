import { useCallback, useState } from 'react';
import { describeFailure } from '../../../domain/api';
import { notify } from '../../ui/toaster';

/**
 * Runs one change at a time: the server's message (the spec's words) shows as a success toast,
 * a failure's message as an error toast. Answers whether it worked.
 */
export function useAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(async (name: string, change: () => Promise<{ message: string }>, successMessage?: string) => {
    setBusy(name);
    try {
      const answer = await change();
      notify.success(successMessage ?? answer.message);
      return true;
    } catch (error) {
      notify.error(describeFailure(error).message);
      return false;
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
