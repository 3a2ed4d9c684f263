import type { RequestFailure } from '../../domain/api';

/** The server's refusal, when it named no field to show it against. */
export function FailureNote({ failure, className = '' }: { failure: RequestFailure | null; className?: string }) {
  if (!failure || Object.keys(failure.fieldErrors).length > 0) return null;
  return (
    <p role="alert" className={`rounded-lg bg-red-50 p-3 text-sm text-red-800 ${className}`}>
      {failure.message}
    </p>
  );
}
