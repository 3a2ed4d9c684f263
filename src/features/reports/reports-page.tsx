import { Link } from 'react-router';
import { useGrants } from '../../app/use-grants';
import { linkClass } from '../../ui/link-styles';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { REPORT_GROUPS, type ReportGroup } from './report-groups';

function Group({ group }: { group: ReportGroup }) {
  const headingId = `reports-${group.permission.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {group.title}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {group.reports.map((report) => (
          <li key={report.to} className="space-y-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <Link to={report.to} className={linkClass}>
              {report.title}
            </Link>
            <p className="text-sm text-slate-600">{report.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /reports: the reports the user may open, grouped by the permission that opens them. */
export function ReportsPage() {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your reports" />;
  const groups = REPORT_GROUPS.filter((group) => grants.has(group.permission));
  if (groups.length === 0) return <NotAllowed title="Reports" permission={REPORT_GROUPS.map((group) => group.permission)} />;
  return (
    <div className="space-y-6">
      <PageHeader title="Reports" />
      {groups.map((group) => (
        <Group key={group.title} group={group} />
      ))}
    </div>
  );
}
