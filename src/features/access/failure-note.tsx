import type { RequestFailure } from '../../../domain/api';

/** Why a screen could not load; a 403 says which permission is missing in the server's words. */
export function FailureNote({ failure }: { failure: RequestFailure }) {
  return (
    <p role="alert" className="max-w-xl rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {failure.message}
    </p>
  );
}
