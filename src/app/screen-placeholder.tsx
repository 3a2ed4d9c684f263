import { PageHeader } from '../ui/page-header';

/** A screen of a later release: its title in the shell, so navigation can be checked end to end. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <div className="space-y-4">
      <PageHeader title={title} />
      <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-sm text-slate-600">
        {title} is not available in this release yet.
      </p>
    </div>
  );
}
