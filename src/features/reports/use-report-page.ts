import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page of a report's long tables shown, kept in the address (`?page=…`, left out for the first). */
export function useReportPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const turnTo = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { page, turnTo };
}
