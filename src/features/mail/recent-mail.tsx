import { shallowEqual } from '@xstate/react';
import { selectDeliveries } from '../../../machines/mail-connection/mail-connection.selectors';
import { moment } from '../../ui/moment';
import { StatusBadge, type BadgeTone } from '../../ui/status-badge';
import { useMailConnectionSelector } from './mail-connection-context';
import type { OutboxMail } from '../../../domain/mail';

const ROUTE_LABELS: Record<OutboxMail['route'], string> = {
  brokerage_smtp: 'Brokerage’s server',
  server_smtp: 'Office server',
  outbox: 'Kept in the outbox',
};

const STATUS: Record<OutboxMail['status'], { label: string; tone: BadgeTone }> = {
  sent: { label: 'Sent', tone: 'green' },
  kept: { label: 'Kept', tone: 'grey' },
  failed: { label: 'Failed', tone: 'red' },
};

/** What happened to a mail, with when it is tried again when it failed. */
function deliveryNote(mail: OutboxMail): string | null {
  if (mail.status !== 'failed') return null;
  const next = mail.next_attempt_at
    ? `tried ${mail.attempts} times, next try ${moment(mail.next_attempt_at)}`
    : `given up after ${mail.attempts} tries`;
  return `${mail.error ?? 'Delivery failed'} (${next})`;
}

/** The brokerage's latest mail: to whom, which way it went, and whether it arrived. */
export function RecentMail() {
  const deliveries = useMailConnectionSelector(selectDeliveries, shallowEqual);
  return (
    <section aria-labelledby="recent-mail-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="recent-mail-heading" className="text-base font-semibold text-slate-900">
        Recent mail
      </h2>
      {deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">The brokerage has sent no mail yet.</p>
      ) : (
        <ul aria-labelledby="recent-mail-heading" className="divide-y divide-slate-100">
          {deliveries.map((mail) => {
            const note = deliveryNote(mail);
            const status = STATUS[mail.status];
            return (
              <li key={mail.mail_id} aria-label={`${mail.subject} to ${mail.to}`} className="space-y-1 py-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{mail.subject}</span>
                  <StatusBadge status={status.label} tone={status.tone} />
                </div>
                <p className="text-slate-600">
                  To {mail.to} · {ROUTE_LABELS[mail.route]} · {moment(mail.sent_at ?? mail.created_at)}
                </p>
                {note && <p className="text-red-700">{note}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
