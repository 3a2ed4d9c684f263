import { LoadFailure } from './load-failure';
import { Loading } from './loading';
import type { RequestFailure } from '../../domain/api';

/** After a change went through, the record is read again: "Refreshing", or why it could not be, with Try again. */
export function ReloadNotice({
  what,
  reloading,
  failed,
  failure,
  onRetry,
}: {
  /** The record, as the page names it: 'policy', 'endorsement'. */
  what: string;
  reloading: boolean;
  failed: boolean;
  failure: RequestFailure | null;
  onRetry: () => void;
}) {
  if (reloading) return <Loading label={`Refreshing ${what}`} />;
  if (!failed) return null;
  return (
    <LoadFailure message={`The change is saved, but the ${what} could not be read again: ${failure?.message ?? ''}`} onRetry={onRetry} />
  );
}
