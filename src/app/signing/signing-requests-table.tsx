import { SIGNING_SUBJECT_LABELS, type SigningRequest } from '../../../domain/signing';
import { ListTable, type ListColumn } from '../../ui/list-table';
import { moment } from '../../ui/moment';
import { SignedCopyButton } from './signed-copy-button';
import { SigningStatusBadge } from './signing-status-badge';
import type { ReactNode } from 'react';

const when = (iso: string | null) => (iso ? moment(iso) : '—');

/** The end of the request's life: when it was signed or cancelled, or when its link expires. */
function ending(request: SigningRequest): string {
  if (request.signed_at) return `Signed ${moment(request.signed_at)}`;
  if (request.cancelled_at) return `Cancelled ${moment(request.cancelled_at)}`;
  return `${request.status === 'expired' ? 'Expired' : 'Expires'} ${moment(request.expires_at)}`;
}

/**
 * Signing requests, newest first: the document, who signs, the status (followed live by the screen
 * that holds the list), when it was sent and opened and how it ended, the signed PDF once signed, and
 * the row's own actions (cancel, resend) where the screen offers them.
 */
export function SigningRequestsTable({
  caption,
  requests,
  actions,
  empty,
}: {
  caption: string;
  requests: readonly SigningRequest[];
  actions?: (request: SigningRequest) => ReactNode;
  empty: ReactNode;
}) {
  const columns: ListColumn<SigningRequest>[] = [
    {
      key: 'document',
      header: 'Document',
      rowHeader: true,
      wrap: true,
      render: (request) => (
        <span>
          <span className="block text-xs text-slate-500">{SIGNING_SUBJECT_LABELS[request.subject_kind]}</span>
          {request.document_title}
        </span>
      ),
    },
    {
      key: 'signer',
      header: 'Signer',
      wrap: true,
      render: (request) => (
        <span>
          {request.signer_name}
          <span className="block text-xs text-slate-500">{request.signer_email}</span>
        </span>
      ),
    },
    { key: 'status', header: 'Status', render: (request) => <SigningStatusBadge status={request.status} /> },
    { key: 'sent', header: 'Sent', render: (request) => when(request.sent_at) },
    { key: 'opened', header: 'Opened', render: (request) => when(request.opened_at) },
    { key: 'ending', header: 'Signed or ends', wrap: true, render: ending },
    {
      key: 'actions',
      header: 'Actions',
      headerHidden: true,
      render: (request) => (
        <span className="flex flex-wrap gap-2">
          {request.status === 'signed' && <SignedCopyButton request={request} />}
          {actions?.(request)}
        </span>
      ),
    },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={requests}
      rowKey={(request) => request.id}
      slot={requests.length === 0 ? empty : undefined}
    />
  );
}
