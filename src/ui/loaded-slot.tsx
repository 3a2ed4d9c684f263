import { Button } from './button';
import { Loading } from './loading';
import type { Loaded } from './use-loader';
import type { ReactNode } from 'react';

/** One slot per state of a load: the spinner, the failure with a retry, or the record. */
export function LoadedSlot<T>({
  state,
  what,
  onRetry,
  children,
}: {
  state: Loaded<T>;
  what: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <Loading label={`Loading ${what}`} />;
  if (state.status === 'failed') {
    const missing = state.failure.status === 404;
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center text-sm text-red-800"
      >
        <p>{missing ? `This ${what} does not exist, or belongs to another brokerage.` : state.failure.message}</p>
        {!missing && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
