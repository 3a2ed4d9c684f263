import { useCallback, useState } from 'react';
import { BRANCHES_ASSIGNED } from '../../../domain/messages';
import { assignBranches, fetchBranches, fetchUserBranches } from '../../api/branches';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { useAction } from '../../ui/use-action';
import { useLoader } from '../../ui/use-loader';
import { HeldList } from './held-list';
import { PickDialog } from './pick-dialog';
import { SectionCard } from './section-card';
import type { UserPartProps } from './user-roles-section';

/** The branches a user works in; choosing them replaces the whole set. */
export function UserBranchesSection({ userId, version, onChanged }: UserPartProps) {
  const { api } = useServices();
  const may = useGrants().has('Assign Branches');
  const { state: held } = useLoader(
    useCallback((signal: AbortSignal) => fetchUserBranches(api, userId, signal), [api, userId]),
    { version },
  );
  const [picking, setPicking] = useState(false);
  const { state: all } = useLoader(
    useCallback((signal: AbortSignal) => (picking ? fetchBranches(api, signal) : Promise.resolve(null)), [api, picking]),
  );
  const { busy, run } = useAction();

  const choose = async (branches: string[]) => {
    const payload = { branches: branches.map((branchId) => ({ branchId })) };
    if (await run('assign', () => assignBranches(api, userId, payload), BRANCHES_ASSIGNED)) {
      setPicking(false);
      onChanged();
    }
  };

  return (
    <SectionCard
      title="Branches"
      actions={
        may && (
          <Button variant="secondary" onClick={() => setPicking(true)}>
            Choose branches
          </Button>
        )
      }
    >
      <HeldList
        loaded={held}
        empty="Not assigned to a branch"
        onRemove={() => {}}
        items={(held.data ?? []).map((branch) => ({
          id: branch.branch_id,
          label: branch.name,
          detail: [branch.is_head_office ? 'Head office' : null, branch.city].filter(Boolean).join(' · '),
        }))}
      />
      {picking && (
        <PickDialog
          open
          title="Choose branches"
          noun="branches"
          submitLabel="Save branches"
          allowEmpty
          initial={(held.data ?? []).map((branch) => branch.branch_id)}
          busy={busy === 'assign'}
          options={all.data?.map((branch) => ({ value: branch.branch_id, label: branch.name, detail: branch.city ?? undefined }))}
          onPick={choose}
          onClose={() => setPicking(false)}
        />
      )}
    </SectionCard>
  );
}
