import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { fetchInsurer } from '../../api/providers';
import { fetchUnderwriters } from '../../api/underwriters';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/page-title';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { InsurerDetails } from './insurer-details';
import { InsurerFormDialog } from './insurer-form-dialog';
import { UnderwritersSection } from './underwriters-section';
import type { Underwriter } from '../../../domain/underwriters';

const byName = (a: Underwriter, b: Underwriter) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** /underwriter/{underwriterId}: the insurer (the id is the provider's) and the brokerage's underwriters there. */
export function UnderwriterPage() {
  const { api } = useServices();
  const providerId = useParams().underwriterId ?? '';
  const may = useGrants().has('Manage Underwriters');
  const [editingInsurer, setEditingInsurer] = useState(false);
  const { state, replace } = useLoader(
    useCallback(
      async (signal: AbortSignal) => {
        const [insurer, underwriters] = await Promise.all([
          fetchInsurer(api, providerId, signal),
          fetchUnderwriters(api, providerId, signal),
        ]);
        return { insurer, underwriters };
      },
      [api, providerId],
    ),
  );
  const title = state.status === 'ready' ? state.data.insurer.name : 'Underwriter';
  usePageTitle(state.status === 'ready' ? title : undefined);

  const back = (
    <Link to="/underwriters" className="text-sm font-medium text-brand-700 hover:underline">
      ← All insurers
    </Link>
  );
  if (state.status === 'loading') return <Loading label="Loading the insurer" />;
  if (state.status === 'failed') {
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {state.failure.message}
        </p>
      </div>
    );
  }

  const { insurer, underwriters } = state.data;
  const keep = (saved: Underwriter) =>
    replace((data) => ({
      ...data,
      underwriters: [...data.underwriters.filter((u) => u.underwriter_id !== saved.underwriter_id), saved].sort(byName),
    }));
  const drop = (gone: Underwriter) =>
    replace((data) => ({ ...data, underwriters: data.underwriters.filter((u) => u.underwriter_id !== gone.underwriter_id) }));
  return (
    <div className="space-y-6">
      {back}
      <PageHeader
        title={insurer.name}
        actions={
          may &&
          insurer.own && (
            <Button variant="secondary" onClick={() => setEditingInsurer(true)}>
              Edit insurer
            </Button>
          )
        }
      />
      <InsurerDetails insurer={insurer} />
      <UnderwritersSection insurer={insurer} underwriters={underwriters} may={may} onSaved={keep} onDeleted={drop} />
      {editingInsurer && (
        <InsurerFormDialog
          insurer={insurer}
          onClose={() => setEditingInsurer(false)}
          onSaved={(saved) => {
            replace((data) => ({ ...data, insurer: saved }));
            notify.success(`${saved.name} saved`);
            setEditingInsurer(false);
          }}
        />
      )}
    </div>
  );
}
