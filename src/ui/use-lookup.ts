import { useEffect, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../domain/api';

export type Lookup<T> =
  { status: 'idle' } | { status: 'searching' } | { status: 'failed'; failure: RequestFailure } | { status: 'ready'; found: T[] };

const TYPING_PAUSE_MS = 300;

/**
 * What `find` answers for the words typed, asked once typing pauses; a newer search cancels the
 * last. Blank words ask nothing unless `blankToo`.
 */
export function useLookup<T>(typed: string, find: (words: string, signal: AbortSignal) => Promise<T[]>, blankToo = false): Lookup<T> {
  const [lookup, setLookup] = useState<Lookup<T>>({ status: 'idle' });
  useEffect(() => {
    const words = typed.trim();
    if (words === '' && !blankToo) {
      setLookup({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLookup({ status: 'searching' });
      find(words, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setLookup({ status: 'ready', found });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setLookup({ status: 'failed', failure: describeFailure(error) });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, find, blankToo]);
  return lookup;
}
