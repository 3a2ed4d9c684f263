import { SIGNING_STATUS_LABELS, type SigningStatus } from '../../../domain/signing';
import { StatusBadge, type BadgeTone } from '../../ui/status-badge';

const TONES: Record<SigningStatus, BadgeTone> = { sent: 'blue', opened: 'amber', signed: 'green', expired: 'grey', cancelled: 'red' };

/** A signing request's status in words ("Signed"); `name` makes it the status a page is read by. */
export function SigningStatusBadge({ status, name }: { status: SigningStatus; name?: string }) {
  return <StatusBadge status={SIGNING_STATUS_LABELS[status]} tone={TONES[status]} name={name} />;
}
