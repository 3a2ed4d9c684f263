import { Link } from 'react-router';
import { CANCELLED_CLIENT_LOCKED, type ClientStatus } from '../../../domain/clients';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { FormProblem } from './form-parts';
import type { ReactNode } from 'react';

/** The frame of both edit forms: title, the server's message, the fields, and cancel or save. */
export function EditFrame({
  title,
  status,
  backTo,
  problem,
  saving,
  onSave,
  children,
}: {
  title: string;
  status: ClientStatus;
  backTo: string;
  problem: string | null;
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  if (status === 'cancelled') {
    return (
      <div className="space-y-4">
        <PageHeader title={title} />
        <FormProblem message={CANCELLED_CLIENT_LOCKED} />
        <Link to={backTo} className="text-sm font-medium text-brand-700 hover:underline">
          Back to the client
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <PageHeader title={title} />
      <FormProblem message={problem} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
        className="space-y-4"
      >
        {children}
        <div className="flex justify-end gap-2">
          <Link
            to={backTo}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Cancel
          </Link>
          <Button type="submit" busy={saving}>
            Save changes
          </Button>
        </div>
      </form>
    </div>
  );
}
