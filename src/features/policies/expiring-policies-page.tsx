import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { counted } from '../../../domain/format/counted';
import { formatNairaText } from '../../../domain/money';
import {
  DAYS_TO_EXPIRE_RULE,
  daysToExpireOf,
  DEFAULT_DAYS_TO_EXPIRE,
  MAX_DAYS_TO_EXPIRE,
  type ExpiringPolicy,
  type PolicyDetails,
} from '../../../domain/policies';
import { fetchExpiringPolicies, expiringPolicyListQuery } from '../../api/policies';
import { ListExportMenu } from '../../app/list-export-menu';
import { useServices } from '../../app/session/session-context';
import { useGrants, type Grants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { linkClass } from '../../ui/link-styles';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { loadedPage, PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { moment, policyPath, renewalPath } from './policy-format';
import { useRenewalNotices, type NoticeState } from './use-renewal-notices';

const TITLE = 'Expiring Policies';
const CHOICES = [7, 30, 60, 90] as const;
const READERS = ['View Client Reports', 'View Policies'] as const;

const daysLeft = (days: number) => (days <= 0 ? 'Ends today' : `${counted(days, 'days')} left`);

/** /reports/expiring-policies: the policies on cover ending within the days chosen, soonest first. */
export function ExpiringPoliciesPage() {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!READERS.some((permission) => grants.has(permission))) return <NotAllowed title={TITLE} permission={READERS} />;
  return <ExpiringPolicies grants={grants} />;
}

/** How far ahead the list looks: a choice of 7, 30, 60 or 90 days, or a number typed. */
function DaysChoice({ days, onChoose }: { days: number; onChoose: (days: number) => void }) {
  const [typed, setTyped] = useState(String(days));
  const [refusal, setRefusal] = useState<string | null>(null);
  const choose = (next: number) => {
    setTyped(String(next));
    setRefusal(null);
    onChoose(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = daysToExpireOf(typed);
    if (next === null) setRefusal(DAYS_TO_EXPIRE_RULE);
    else choose(next);
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Ending within" className="flex gap-1">
        {CHOICES.map((choice) => (
          <Button
            key={choice}
            variant={choice === days ? 'primary' : 'secondary'}
            aria-pressed={choice === days}
            onClick={() => choose(choice)}
          >
            {choice} days
          </Button>
        ))}
      </div>
      <form noValidate aria-label="Days ahead" onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label="Days ahead"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DAYS_TO_EXPIRE}
          value={typed}
          error={refusal}
          onChange={(event) => setTyped(event.target.value)}
          className="w-32"
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
    </div>
  );
}

/** The renewal notice: when it was last sent, and the button that sends it (again). */
function NoticeCell({
  policy,
  notice,
  maySend,
  onSend,
}: {
  policy: ExpiringPolicy;
  notice: NoticeState | undefined;
  maySend: boolean;
  onSend: () => void;
}) {
  return (
    <div className="space-y-1">
      <span className="block">{policy.renewal_notice_sent_at ? moment(policy.renewal_notice_sent_at) : 'Not sent'}</span>
      {maySend && (
        <Button variant="secondary" busy={notice?.sending === true} onClick={onSend}>
          Send renewal notice
        </Button>
      )}
      {notice && !notice.sending && (
        <p role="alert" className="max-w-56 text-xs whitespace-normal text-red-700">
          {notice.failure}
        </p>
      )}
    </div>
  );
}

function RenewalCell({ policy, mayRenew }: { policy: ExpiringPolicy; mayRenew: boolean }) {
  if (policy.renewed_by)
    return (
      <Link to={policyPath(policy.renewed_by)} className={linkClass}>
        Renewed
      </Link>
    );
  if (!mayRenew) return <span className="text-slate-500">Not renewed</span>;
  return (
    <Link to={renewalPath(policy.policy_id)} className={linkClass}>
      Renew
    </Link>
  );
}

function ExpiringPolicies({ grants }: { grants: Grants }) {
  const { api } = useServices();
  const [days, setDays] = useState<number>(DEFAULT_DAYS_TO_EXPIRE);
  const view = useListView();
  const {
    state: list,
    reload,
    replace,
  } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchExpiringPolicies(api, { daysToExpire: days, ...view.query }, signal),
      [api, days, view.query],
    ),
  );
  const sent = useCallback(
    (answer: PolicyDetails) => {
      replace((current) => ({
        ...current,
        rows: current.rows.map((row) =>
          row.policy_id === answer.policy_id ? { ...row, renewal_notice_sent_at: answer.renewal_notice_sent_at } : row,
        ),
      }));
      notify.success(`The renewal notice for ${answer.policy_number} is sent to ${answer.client_name}`);
    },
    [replace],
  );
  const { notices, send } = useRenewalNotices(sent);
  const maySend = grants.has('Send Documents');
  const mayRenew = grants.has('Create Policy');

  const columns: PagedTableColumn<ExpiringPolicy>[] = [
    {
      key: 'number',
      sortable: 'policy_no',
      header: 'Policy no',
      render: (policy) => (
        <>
          <Link to={policyPath(policy.policy_id)} className={linkClass}>
            {policy.policy_number}
          </Link>
          <span className="block text-xs text-slate-500">{policy.insurer_policy_number ?? 'No insurer’s number yet'}</span>
        </>
      ),
    },
    {
      key: 'insured',
      sortable: 'insured',
      header: 'Insured / client',
      wrap: true,
      render: (policy) => (
        <>
          {policy.name_of_insured}
          <span className="block text-xs text-slate-500">{policy.client_name}</span>
        </>
      ),
    },
    {
      key: 'insurer',
      header: 'Insurer / product',
      wrap: true,
      render: (policy) => (
        <>
          {policy.insurance_provider_name}
          <span className="block text-xs text-slate-500">{policy.product_name}</span>
        </>
      ),
    },
    {
      key: 'ends',
      sortable: 'end_date',
      header: 'Ends',
      render: (policy) => (
        <>
          {policy.end_date}
          <span className="block text-xs text-slate-500">{daysLeft(policy.days_to_expiry)}</span>
        </>
      ),
    },
    { key: 'premium', sortable: 'amount', header: 'Premium', align: 'right', render: (policy) => formatNairaText(policy.premium) },
    {
      key: 'notice',
      header: 'Renewal notice',
      render: (policy) => (
        <NoticeCell policy={policy} notice={notices[policy.policy_id]} maySend={maySend} onSend={() => void send(policy.policy_id)} />
      ),
    },
    { key: 'renewal', header: 'Renewal', render: (policy) => <RenewalCell policy={policy} mayRenew={mayRenew} /> },
  ];

  return (
    <div className="space-y-4">
      <PageHeader
        title={TITLE}
        actions={<ListExportMenu list="expiring-policies" query={expiringPolicyListQuery({ daysToExpire: days, ...view.query })} />}
      />
      <p className="text-sm text-slate-600">Policies on cover ending within {counted(days, 'days')} from today, soonest first.</p>
      <DaysChoice
        days={days}
        onChoose={(next) => {
          setDays(next);
          view.toFirstPage();
        }}
      />
      <PagedTable
        caption="Expiring policies"
        columns={columns}
        rowKey={(policy) => policy.policy_id}
        emptyMessage={`No policy on cover ends within ${counted(days, 'days')}`}
        {...view.table}
        onRetry={reload}
        {...loadedPage(list)}
      />
    </div>
  );
}
