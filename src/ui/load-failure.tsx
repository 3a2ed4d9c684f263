import { Button } from './button';

/** A record that could not be read: the reason, and Try again. */
export function LoadFailure({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {message}
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
