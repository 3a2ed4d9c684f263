import { useState } from 'react';
import { deleteUser, resendInvitation, setSuspended } from '../../api/users';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { serverMessage, useAction } from '../../ui/use-action';
import type { AccessUser } from '../../../domain/access';

export interface UserActionsProps {
  user: AccessUser;
  /** The signed-in user: nobody suspends or deletes themself. */
  selfId: string | undefined;
  onChanged: () => void;
  /** Called instead of onChanged once the user is deleted, e.g. to leave their page. */
  onDeleted?: () => void;
}

/** Suspend or restore, resend the invitation, delete: each shown only to those who may. */
export function UserActions({ user, selfId, onChanged, onDeleted }: UserActionsProps) {
  const { api } = useServices();
  const grants = useGrants();
  const { busy, run } = useAction();
  const [confirming, setConfirming] = useState(false);
  const name = user.basicDetails.username;
  const self = user.user_id === selfId;

  const toggleSuspension = async () => {
    if (await run('suspend', () => setSuspended(api, user.user_id, !user.suspended), serverMessage)) onChanged();
  };
  const resend = async () => {
    if (await run('resend', () => resendInvitation(api, { user_id: user.user_id, email: user.basicDetails.email }), serverMessage))
      onChanged();
  };
  const remove = async () => {
    if (await run('delete', () => deleteUser(api, user.user_id), serverMessage)) {
      setConfirming(false);
      (onDeleted ?? onChanged)();
    }
  };

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {!self && grants.has('Suspend Users') && (
        <Button
          variant="secondary"
          busy={busy === 'suspend'}
          aria-label={`${user.suspended ? 'Restore' : 'Suspend'} ${name}`}
          onClick={toggleSuspension}
        >
          {user.suspended ? 'Restore' : 'Suspend'}
        </Button>
      )}
      {!user.verified && grants.has('Invite Users') && (
        <Button variant="secondary" busy={busy === 'resend'} aria-label={`Resend invitation to ${name}`} onClick={resend}>
          Resend invitation
        </Button>
      )}
      {!self && grants.has('Delete Users') && (
        <Button variant="ghost" className="text-red-700" aria-label={`Delete ${name}`} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete user"
        question={`Delete ${name}? They lose access at once; their work stays in the records.`}
        confirmLabel="Delete user"
        busy={busy === 'delete'}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
