import { nextSigningStatus, type SigningRequest } from '../../../domain/signing';
import { cancelSigningRequest, resendSigningRequest } from '../../api/signing';
import { Button } from '../../ui/button';
import { useAction } from '../../ui/use-action';
import { useServices } from '../session/session-context';

/** Cancel and Resend on one request, where its status allows them; the answer replaces the row. */
export function SigningRowActions({ request, onChanged }: { request: SigningRequest; onChanged: (request: SigningRequest) => void }) {
  const { api } = useServices();
  const { busy, run } = useAction();
  const act = async (name: 'cancel' | 'resend') => {
    const answer =
      name === 'cancel'
        ? await run(name, () => cancelSigningRequest(api, request.id), 'Signing request cancelled')
        : await run(name, () => resendSigningRequest(api, request.id), `A new link has been mailed to ${request.signer_email}`);
    if (answer) onChanged(answer);
  };
  return (
    <>
      {nextSigningStatus(request.status, 'resend') && (
        <Button variant="secondary" busy={busy === 'resend'} disabled={busy !== null} onClick={() => void act('resend')}>
          Resend
        </Button>
      )}
      {nextSigningStatus(request.status, 'cancel') && (
        <Button variant="danger" busy={busy === 'cancel'} disabled={busy !== null} onClick={() => void act('cancel')}>
          Cancel
        </Button>
      )}
    </>
  );
}
